import { useEffect, useState } from 'react';
import type { DonateConfig } from '@sync/contract/donate';
import { fetchDonateConfig } from './donate-api';
import { loadProviderWidget, type WidgetState } from './provider-widget';

export type DonateWidget =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; terminalKey: string };

/**
 * Reads GET /donate/config and loads the provider's script it names (once per mount: the
 * dialog mounts its content each time it opens). Failed when the API cannot be read, the
 * widget is not configured, or its script fails to load or defines no `pay`.
 */
export function useDonateWidget(): DonateWidget {
  const [config, setConfig] = useState<DonateConfig | 'failed' | null>(null);
  const [script, setScript] = useState<WidgetState>('loading');

  useEffect(() => {
    let current = true;
    fetchDonateConfig().then(
      (answer) => current && setConfig(answer),
      () => current && setConfig('failed'),
    );
    return () => {
      current = false;
    };
  }, []);

  const widgetUrl = config !== null && config !== 'failed' ? config.widgetUrl : null;
  useEffect(() => {
    if (!widgetUrl) return;
    return loadProviderWidget(widgetUrl, setScript);
  }, [widgetUrl]);

  if (config === null) return { state: 'loading' };
  if (config === 'failed' || !config.configured || !config.terminalKey || !config.widgetUrl)
    return { state: 'failed' };
  if (script !== 'ready') return { state: script };
  return { state: 'ready', terminalKey: config.terminalKey };
}

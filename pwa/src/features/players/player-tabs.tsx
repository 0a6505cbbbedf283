import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface PlayerTabsProps<T extends string> {
  tabs: readonly T[];
  current: T;
  label: string;
  /** the visible name of a tab */
  title: (tab: T) => string;
  onSelect: (tab: T) => void;
  /** id prefix for tabs and panels */
  idPrefix: string;
  children: ReactNode;
}

/**
 * A tablist (WAI-ARIA tabs pattern): one tab stop, arrow keys, Home and End move between tabs
 * and select them; the panel holds the current tab's content.
 */
export function PlayerTabs<T extends string>(props: PlayerTabsProps<T>) {
  const { tabs, current, label, title, onSelect, idPrefix, children } = props;
  const refs = useRef<Map<T, HTMLButtonElement>>(new Map());

  // On a narrow screen the list scrolls sideways: keep the current tab in view.
  useEffect(() => {
    const tab = refs.current.get(current);
    const list = tab?.parentElement;
    if (!tab || !list) return;
    const left = tab.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - 16;
    }
  }, [current]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.indexOf(current);
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = tabs[target];
    onSelect(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div className="player-tabs">
      <div className="player-tabs__list" role="tablist" aria-label={label} onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              if (element) refs.current.set(tab, element);
              else refs.current.delete(tab);
            }}
            id={`${idPrefix}-tab-${tab}`}
            type="button"
            role="tab"
            aria-selected={tab === current}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={tab === current ? 0 : -1}
            className="player-tabs__tab"
            onClick={() => onSelect(tab)}
          >
            {title(tab)}
          </button>
        ))}
      </div>
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${current}`}
        tabIndex={0}
        className="player-tabs__panel"
      >
        {children}
      </div>
    </div>
  );
}

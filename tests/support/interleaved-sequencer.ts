import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Deals the browser files evenly among the others. A browser test keeps about one core busy and
 * waits on the page much of the time: run next to API and unit files it uses what they leave,
 * where all of them last (the default order: project by project) left a core idle for most of
 * the browser files' run.
 */
export class InterleavedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = sorted.filter((file) => file.project.name === 'e2e');
    const others = sorted.filter((file) => file.project.name !== 'e2e');
    if (browser.length === 0 || others.length === 0) return sorted;
    const order: TestSpecification[] = [];
    const step = others.length / browser.length;
    let next = 0;
    browser.forEach((file, index) => {
      order.push(file);
      const until = Math.round((index + 1) * step);
      order.push(...others.slice(next, until));
      next = until;
    });
    order.push(...others.slice(next));
    return order;
  }
}

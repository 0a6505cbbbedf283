import type { Locator, Page } from 'playwright-core';

/** A file given to the picker or dropped: its name and bytes. */
export interface PickedFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A file made in the page: its name and size, zero bytes (big files need no transfer). */
export interface MadeFile {
  name: string;
  mimeType: string;
  size: number;
}

/** The header's Feedback dialog (pwa/src/features/feedback), in English. */
export class FeedbackDialog {
  readonly root: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Feedback', exact: true });
  }

  /** Opens it with the header's Feedback button (the wide header). */
  async open(): Promise<void> {
    await this.page
      .locator('.site-header__desktop')
      .getByRole('button', { name: 'Feedback', exact: true })
      .click();
    await this.root.waitFor({ state: 'visible' });
  }

  field(label: 'Name' | 'Email' | 'Message'): Locator {
    return this.root.getByLabel(label, { exact: true });
  }

  /** The counter under the message, e.g. '12 / 1000'. */
  get counter(): Locator {
    return this.root.locator('.profile-field__hint').filter({ hasText: /^\d+ \/ \d+$/ });
  }

  get picker(): Locator {
    return this.root.locator('input[type="file"]');
  }

  get dropZone(): Locator {
    return this.root.locator('.feedback-files__drop');
  }

  async pick(files: PickedFile[]): Promise<void> {
    await this.picker.setInputFiles(files);
  }

  /** Drops the files on the drop zone as a drag from the desktop would. */
  async drop(files: (PickedFile | MadeFile)[]): Promise<void> {
    const payload = files.map((file) => ({
      name: file.name,
      mimeType: file.mimeType,
      base64: 'buffer' in file ? file.buffer.toString('base64') : null,
      size: 'size' in file ? file.size : 0,
    }));
    const dataTransfer = await this.page.evaluateHandle((items) => {
      const transfer = new DataTransfer();
      for (const item of items) {
        const bytes =
          item.base64 === null
            ? new Uint8Array(item.size)
            : Uint8Array.from(atob(item.base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], item.name, { type: item.mimeType }));
      }
      return transfer;
    }, payload);
    await this.dropZone.dispatchEvent('dragover', { dataTransfer });
    await this.dropZone.dispatchEvent('drop', { dataTransfer });
  }

  /** The names of the files listed to be sent. */
  async fileNames(): Promise<string[]> {
    const names = this.root
      .getByRole('list', { name: 'Attached files' })
      .locator('.feedback-files__name');
    return names.allTextContents();
  }

  removeButton(name: string): Locator {
    return this.root.getByRole('button', { name: `Remove ${name}`, exact: true });
  }

  /** The alerts of the form (refusals and failures), their texts with white space as one space. */
  async alerts(): Promise<string[]> {
    const texts = await this.root.getByRole('alert').allInnerTexts();
    return texts.map((text) => text.replace(/\s+/g, ' ').trim());
  }

  get submit(): Locator {
    return this.root.locator('button[type="submit"]');
  }

  get success(): Locator {
    return this.root.getByText('Thank you! Your message has been sent.', { exact: true });
  }

  button(name: 'Write another' | 'Close' | 'Cancel'): Locator {
    return this.root.locator('.dialog__actions').getByRole('button', { name, exact: true });
  }

  /** Whether anything in the dialog is wider than the dialog itself. */
  overflows(): Promise<boolean> {
    return this.root.evaluate(
      (dialog) =>
        dialog.scrollWidth > dialog.clientWidth ||
        dialog.getBoundingClientRect().right > window.innerWidth,
    );
  }
}

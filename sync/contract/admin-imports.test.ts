import { describe, expect, it } from 'vitest';
import { detectImportFormat, extensionAccepted, looksBinary, looksLike } from './admin-imports';

const OPENGOTHA =
  '\uFEFF<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n<Tournament dataVersion="201">\n<Players>';
const H9 =
  '; TC[T230723B]\n; EV[European Go Congress]\n  1 Ryu Insu  7d KR xxxx 36 10 7+/w |20401304';
const EGF =
  '<html><pre>\n(27 Dec 2018)\n   PIN  Name   Country Club  Grade  P&D  GoR  NT  Last\n 13633719  Aagren Thomas SE Upp 6k -- 1484 1 T040529C';
const AGA = 'Smith, John\t1001\tFull\t-2.5\t12/31/2021\tNYGC\tNY\t0.4\t11/15/2020\n';

describe('the import file checks', () => {
  it('recognise each format by its start', () => {
    expect(detectImportFormat(OPENGOTHA)).toBe('opengotha');
    expect(detectImportFormat(H9)).toBe('h9');
    expect(detectImportFormat(EGF)).toBe('egf-list');
    expect(detectImportFormat(AGA)).toBe('aga-list');
    expect(detectImportFormat('hello world')).toBeNull();
  });

  it("refuse XML whose root is not OpenGotha's tournament, and binary files", () => {
    expect(looksLike('opengotha', '<?xml version="1.0"?><!-- x --><Other/>')).toBe(false);
    expect(looksLike('opengotha', '<?xml version="1.0"?><!-- x -->\n<Tournament>')).toBe(true);
    expect(looksBinary('\u0089PNG\r\n\u001a\n\u0000\u0000')).toBe(true);
    expect(looksLike('h9', '; EV[x]\u0000')).toBe(false);
    expect(looksBinary(H9)).toBe(false);
  });

  it('accept the name endings of each format, in any case', () => {
    expect(extensionAccepted('opengotha', 'EGC2013.XML')).toBe(true);
    expect(extensionAccepted('opengotha', 'egc.h9')).toBe(false);
    expect(extensionAccepted('h9', 'T230723B.h9')).toBe(true);
    expect(extensionAccepted('egf-list', 'egf_db.html')).toBe(true);
    expect(extensionAccepted('aga-list', 'tdlista.pdf')).toBe(false);
  });
});

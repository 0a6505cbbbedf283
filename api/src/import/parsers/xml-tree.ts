import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { UnreadableFileError } from '../import-model';

/** An element as fast-xml-parser returns it: attributes under '@name', children by tag name. */
export type XmlElement = Record<string, unknown>;

const ATTRIBUTE_PREFIX = '@';

function isElement(value: unknown): value is XmlElement {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses well-formed XML; anything else is an unreadable file. */
export function parseXml(text: string, fileName: string): XmlElement {
  const validation = XMLValidator.validate(text);
  if (validation !== true) {
    const { msg, line } = validation.err;
    throw new UnreadableFileError(`${fileName} is not well-formed XML (line ${line}): ${msg}`);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: ATTRIBUTE_PREFIX,
    parseAttributeValue: false,
    parseTagValue: false,
  });
  const root: unknown = parser.parse(text);
  if (!isElement(root)) throw new UnreadableFileError(`${fileName} has no XML elements`);
  return root;
}

export function children(parent: XmlElement | undefined, tag: string): XmlElement[] {
  const value = parent?.[tag];
  if (Array.isArray(value)) return value.filter(isElement);
  return isElement(value) ? [value] : [];
}

export function child(parent: XmlElement | undefined, tag: string): XmlElement | undefined {
  return children(parent, tag)[0];
}

/** The attribute's text, trimmed; '' when absent. */
export function attr(element: XmlElement | undefined, name: string): string {
  const value = element?.[ATTRIBUTE_PREFIX + name];
  return typeof value === 'string' ? value.trim() : '';
}

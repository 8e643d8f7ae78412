import {
  EncryptedPDFError,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFObject,
} from 'pdf-lib';

/** Keys that make a PDF do something when it is opened or clicked, or carry other files. */
const ACTIVE_KEYS = new Set([
  'OpenAction',
  'AA',
  'JS',
  'JavaScript',
  'EmbeddedFiles',
  'EF',
  'AF',
  'XFA',
  'RichMediaContent',
  'RichMediaSettings',
]);

/** Action types that run code, start programs, send or fetch data, or open embedded files. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'ImportData',
  'SubmitForm',
  'ResetForm',
  'GoToE',
  'RichMediaExecute',
  'Rendition',
  'Movie',
  'Sound',
]);

/**
 * Marks in the raw bytes of something a parser might see and pdf-lib did not: active keys,
 * compressed object streams, escaped names (`/J#61vaScript`). Any of them and the file is
 * written anew from what pdf-lib parsed, whatever the sweep found.
 */
const SUSPECT_BYTES =
  /\/(?:OpenAction|AA|JS|JavaScript|Launch|EmbeddedFiles?|EF|AF|XFA|RichMedia\w*|SubmitForm|ImportData|GoToE|ObjStm)\b|\/[A-Za-z0-9]*#[0-9A-Fa-f]{2}/;

export type PdfVerdict =
  | { readonly kind: 'unreadable' }
  | { readonly kind: 'encrypted' }
  /** Kept byte for byte: it parsed and nothing active was found or hinted at. */
  | { readonly kind: 'clean' }
  /** Written anew by pdf-lib, without its active content (JavaScript, actions, files). */
  | { readonly kind: 'rewritten'; readonly bytes: Uint8Array };

/**
 * Parses a PDF with pdf-lib (each object must parse, and it must have a page): what does not
 * parse is refused, not passed through. Active content is removed: every `OpenAction`, `AA`
 * (additional actions), JavaScript, embedded files and XFA forms, and every action that runs
 * code or a program, sends a form or opens an embedded file.
 */
export async function checkPdf(bytes: Uint8Array): Promise<PdfVerdict> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(bytes, {
      throwOnInvalidObject: true,
      updateMetadata: false,
    });
    if (document.getPageCount() < 1) return { kind: 'unreadable' };
  } catch (error) {
    return error instanceof EncryptedPDFError ? { kind: 'encrypted' } : { kind: 'unreadable' };
  }
  const swept = sweep(document);
  if (!swept && !SUSPECT_BYTES.test(Buffer.from(bytes).toString('latin1'))) {
    return { kind: 'clean' };
  }
  try {
    dropUnreachable(document);
    return { kind: 'rewritten', bytes: await document.save({ useObjectStreams: false }) };
  } catch {
    return { kind: 'unreadable' };
  }
}

/** Removes every active key and action in the document; true when it removed anything. */
function sweep(document: PDFDocument): boolean {
  const { context } = document;
  let removed = false;
  for (const [ref, object] of context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFRawStream ? object.dict : object;
    if (!(dict instanceof PDFDict)) continue;
    if (isActive(dict, context.lookup.bind(context))) {
      context.delete(ref);
      removed = true;
      continue;
    }
    if (clean(dict, context.lookup.bind(context))) removed = true;
  }
  return removed;
}

/**
 * Objects nothing in the document refers to any more (the scripts and files cut loose above,
 * and whatever the sender left unreferenced) are not written out.
 */
function dropUnreachable(document: PDFDocument): void {
  const { context } = document;
  const reached = new Set<string>();
  const pending: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info].filter(
    (object): object is PDFObject => object !== undefined,
  );
  for (let object = pending.pop(); object !== undefined; object = pending.pop()) {
    if (object instanceof PDFRef) {
      if (reached.has(object.tag)) continue;
      reached.add(object.tag);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFRawStream) {
      pending.push(object.dict);
    } else if (object instanceof PDFDict) {
      pending.push(...object.values());
    } else if (object instanceof PDFArray) {
      pending.push(...object.asArray());
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) {
    if (!reached.has(ref.tag)) context.delete(ref);
  }
}

type Lookup = (object: PDFObject | undefined) => PDFObject | undefined;

/** An active action, an embedded file's own stream, or the file specification holding one. */
function isActive(dict: PDFDict, lookup: Lookup): boolean {
  const type = nameOf(lookup(dict.get(PDFName.of('Type'))));
  if (type === 'EmbeddedFile') return true;
  if (type === 'Filespec' && dict.has(PDFName.of('EF'))) return true;
  const action = nameOf(lookup(dict.get(PDFName.of('S'))));
  return action !== undefined && ACTIVE_ACTIONS.has(action);
}

/** Drops active keys of this dictionary and of the direct ones inside it. */
function clean(dict: PDFDict, lookup: Lookup): boolean {
  let removed = false;
  for (const [key, value] of dict.entries()) {
    const direct = value instanceof PDFRef ? undefined : value;
    if (
      ACTIVE_KEYS.has(key.decodeText()) ||
      (direct instanceof PDFDict && isActive(direct, lookup))
    ) {
      dict.delete(key);
      removed = true;
    } else if (direct instanceof PDFDict) {
      if (clean(direct, lookup)) removed = true;
    } else if (direct instanceof PDFArray) {
      for (const item of direct.asArray()) {
        if (item instanceof PDFDict && clean(item, lookup)) removed = true;
      }
    }
  }
  return removed;
}

function nameOf(object: PDFObject | undefined): string | undefined {
  return object instanceof PDFName ? object.decodeText() : undefined;
}

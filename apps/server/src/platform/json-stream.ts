import { Readable } from 'node:stream';

/** About this many characters go to the socket at once: few writes, little held in memory. */
const CHUNK_CHARS = 256 * 1024;

/**
 * A JSON array serialised element by element as the response is read, for answers of many
 * megabytes (the audit list). Each element is turned into text and dropped before the next is
 * read from `items`, so the whole answer never exists as one object tree or one string. The
 * status and headers are sent before the first element: `items` must not fail for reasons the
 * client should see as an error answer (do every query before handing it over).
 */
export function jsonArrayStream(items: Iterable<unknown>): Readable {
  function* chunks() {
    let chunk = '[';
    let separator = '';
    for (const item of items) {
      chunk += separator + JSON.stringify(item);
      separator = ',';
      if (chunk.length >= CHUNK_CHARS) {
        yield chunk;
        chunk = '';
      }
    }
    yield `${chunk}]`;
  }
  return Readable.from(chunks(), { objectMode: false });
}

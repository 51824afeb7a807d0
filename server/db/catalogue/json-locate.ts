// Where each value of a JSON text starts, so an import error can name its line. A small scanner that
// also reports syntax errors with their position (JSON.parse on Node 20 often gives none).

export type JsonPath = (string | number)[];

export class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

export function lineOf(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < text.length; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

/** Maps JSON.stringify(path) → offset of that value, for every value in the text. */
export function indexJson(text: string): Map<string, number> {
  const offsets = new Map<string, number>();
  let i = 0;
  const fail = (what: string): never => {
    throw new JsonSyntaxError(i >= text.length ? `unexpected end of file, ${what}` : `unexpected ${JSON.stringify(text[i])}, ${what}`, i);
  };
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i++;
  };
  const string = (): string => {
    const start = i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      else if (text.charCodeAt(i) < 0x20) fail('control character in a string');
      i++;
    }
    if (i >= text.length) fail('a string is not closed');
    i++;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      i = start;
      return fail('bad escape in a string');
    }
  };
  const value = (path: JsonPath) => {
    ws();
    offsets.set(JSON.stringify(path), i);
    const ch = text[i];
    if (ch === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        if (text[i] !== '"') fail('expected a property name in double quotes');
        const key = string();
        ws();
        if (text[i] !== ':') fail('expected ":"');
        i++;
        value([...path, key]);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === '}') return void i++;
        fail('expected "," or "}"');
      }
    }
    if (ch === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (let n = 0; ; n++) {
        value([...path, n]);
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === ']') return void i++;
        fail('expected "," or "]"');
      }
    }
    if (ch === '"') return void string();
    const literal = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 400));
    if (!literal) fail('expected a value');
    i += literal![0].length;
  };
  if (text.charCodeAt(0) === 0xfeff) i = 1;
  value([]);
  ws();
  if (i < text.length) fail('expected the end of the file');
  return offsets;
}

/** The line of the value at `path`, or of the nearest enclosing value (a missing field: its object). */
export function lineOfPath(text: string, offsets: Map<string, number>, path: JsonPath): number {
  for (let n = path.length; n >= 0; n--) {
    const offset = offsets.get(JSON.stringify(path.slice(0, n)));
    if (offset !== undefined) return lineOf(text, offset);
  }
  return 1;
}

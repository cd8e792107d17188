/**
 * A small, safe parser for JavaScript object literals as people write them
 * for Strapi REST queries. It never evaluates code: it reads strings,
 * numbers, booleans, null, arrays and objects, and rejects everything else.
 */

export type QueryValue = string | number | boolean | null | QueryValue[] | QueryObject;
export interface QueryObject {
  [key: string]: QueryValue;
}

export type ParseResult = {ok: true; value: QueryObject} | {ok: false; message: string; line: number; column: number};

class ParseError extends Error {
  readonly offset: number;

  constructor(message: string, offset: number) {
    super(message);
    this.offset = offset;
  }
}

const IDENTIFIER_START = /[A-Za-z_$]/;
const IDENTIFIER_PART = /[A-Za-z0-9_$]/;
const MAX_DEPTH = 64;

function describe(char: string | undefined): string {
  if (char === undefined) return 'the end of the input';
  if (char === '\n') return 'a line break';
  return `"${char}"`;
}

class Parser {
  private pos = 0;

  constructor(private readonly src: string) {}

  parseRoot(): QueryObject {
    this.skipSpace();
    if (this.pos >= this.src.length) return {};
    if (this.peek() !== '{') {
      throw new ParseError(
        `The query must be an object that starts with "{", found ${describe(this.peek())}.`,
        this.pos,
      );
    }
    const value = this.parseObject(0);
    this.skipSpace();
    if (this.peek() === ';') {
      this.pos += 1;
      this.skipSpace();
    }
    if (this.pos < this.src.length) {
      throw new ParseError(`Unexpected ${describe(this.peek())} after the end of the object.`, this.pos);
    }
    return value;
  }

  private peek(offset = 0): string | undefined {
    return this.src[this.pos + offset];
  }

  /** Whether there is a next character and it matches `pattern`. */
  private peekMatches(pattern: RegExp): boolean {
    const char = this.peek();
    return char !== undefined && pattern.test(char);
  }

  private skipSpace(): void {
    while (this.pos < this.src.length) {
      const char = this.src[this.pos];
      if (char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\uFEFF') {
        this.pos += 1;
      } else if (char === '/' && this.peek(1) === '/') {
        while (this.pos < this.src.length && this.src[this.pos] !== '\n') this.pos += 1;
      } else if (char === '/' && this.peek(1) === '*') {
        const end = this.src.indexOf('*/', this.pos + 2);
        if (end === -1) throw new ParseError('This comment is never closed with "*/".', this.pos);
        this.pos = end + 2;
      } else {
        break;
      }
    }
  }

  private parseValue(depth: number): QueryValue {
    if (depth > MAX_DEPTH) throw new ParseError('The query is nested too deeply.', this.pos);
    this.skipSpace();
    const char = this.peek();
    if (char === '{') return this.parseObject(depth + 1);
    if (char === '[') return this.parseArray(depth + 1);
    if (char === '"' || char === "'") return this.parseString();
    if (char === '`') {
      throw new ParseError('Template literals are not supported; use single or double quotes.', this.pos);
    }
    if (char !== undefined && /[-+0-9.]/.test(char)) return this.parseNumber();
    if (char !== undefined && IDENTIFIER_START.test(char)) {
      const start = this.pos;
      const word = this.readIdentifier();
      if (word === 'true') return true;
      if (word === 'false') return false;
      if (word === 'null') return null;
      this.skipSpace();
      if (this.peek() === '(') {
        throw new ParseError(`Function calls such as "${word}(...)" are not allowed; write the value itself.`, start);
      }
      throw new ParseError(`"${word}" is not a value. Put text in quotes, for example '${word}'.`, start);
    }
    throw new ParseError(`Expected a value but found ${describe(char)}.`, this.pos);
  }

  private readIdentifier(): string {
    const start = this.pos;
    while (this.peekMatches(IDENTIFIER_PART)) this.pos += 1;
    return this.src.slice(start, this.pos);
  }

  private parseObject(depth: number): QueryObject {
    const open = this.pos;
    this.pos += 1; // {
    const result: QueryObject = {};
    for (;;) {
      this.skipSpace();
      const char = this.peek();
      if (char === '}') {
        this.pos += 1;
        return result;
      }
      if (char === undefined) throw new ParseError('This object is never closed with "}".', open);
      const key = this.parseKey();
      this.skipSpace();
      if (this.peek() !== ':') {
        throw new ParseError(`Expected ":" after the key "${key}", found ${describe(this.peek())}.`, this.pos);
      }
      this.pos += 1;
      const value = this.parseValue(depth);
      Object.defineProperty(result, key, {value, enumerable: true, writable: true, configurable: true});
      this.skipSpace();
      const next = this.peek();
      if (next === undefined) throw new ParseError('This object is never closed with "}".', open);
      if (next === ',') {
        this.pos += 1;
      } else if (next !== '}') {
        throw new ParseError(`Expected "," or "}" but found ${describe(next)}.`, this.pos);
      }
    }
  }

  private parseKey(): string {
    const char = this.peek();
    if (char === '"' || char === "'") return this.parseString();
    if (char !== undefined && IDENTIFIER_START.test(char)) return this.readIdentifier();
    if (char !== undefined && /[0-9]/.test(char)) {
      const start = this.pos;
      while (this.peekMatches(/[0-9]/)) this.pos += 1;
      return this.src.slice(start, this.pos);
    }
    if (char === '[') {
      throw new ParseError('Computed keys like [key] are not supported; write the key itself.', this.pos);
    }
    throw new ParseError(`Expected a key but found ${describe(char)}.`, this.pos);
  }

  private parseArray(depth: number): QueryValue[] {
    const open = this.pos;
    this.pos += 1; // [
    const result: QueryValue[] = [];
    for (;;) {
      this.skipSpace();
      const char = this.peek();
      if (char === ']') {
        this.pos += 1;
        return result;
      }
      if (char === undefined) throw new ParseError('This array is never closed with "]".', open);
      if (char === ',') throw new ParseError('Empty array items are not allowed.', this.pos);
      result.push(this.parseValue(depth));
      this.skipSpace();
      const next = this.peek();
      if (next === undefined) throw new ParseError('This array is never closed with "]".', open);
      if (next === ',') {
        this.pos += 1;
      } else if (next !== ']') {
        throw new ParseError(`Expected "," or "]" but found ${describe(next)}.`, this.pos);
      }
    }
  }

  private parseString(): string {
    const quote = this.src[this.pos];
    const open = this.pos;
    this.pos += 1;
    let out = '';
    for (;;) {
      const char = this.src[this.pos];
      if (char === undefined || char === '\n') {
        throw new ParseError(`This string is never closed with ${quote}.`, open);
      }
      if (char === quote) {
        this.pos += 1;
        return out;
      }
      if (char === '\\') {
        const escaped = this.src[this.pos + 1];
        const simple: Record<string, string> = {n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', v: '\v', '0': '\0'};
        if (escaped === undefined) throw new ParseError(`This string is never closed with ${quote}.`, open);
        if (escaped === 'u') {
          const hex = this.src.slice(this.pos + 2, this.pos + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) {
            throw new ParseError('Invalid \\u escape: expected four hexadecimal digits.', this.pos);
          }
          out += String.fromCharCode(parseInt(hex, 16));
          this.pos += 6;
          continue;
        }
        if (escaped === '\n') {
          this.pos += 2;
          continue;
        }
        out += Object.prototype.hasOwnProperty.call(simple, escaped) ? simple[escaped] : escaped;
        this.pos += 2;
        continue;
      }
      out += char;
      this.pos += 1;
    }
  }

  private parseNumber(): number {
    const start = this.pos;
    const match = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(this.src.slice(this.pos));
    if (!match) throw new ParseError(`Expected a number but found ${describe(this.peek())}.`, start);
    this.pos += match[0].length;
    const next = this.peek();
    if (next !== undefined && IDENTIFIER_PART.test(next)) {
      throw new ParseError(`Unexpected ${describe(next)} in a number.`, this.pos);
    }
    return Number(match[0]);
  }
}

function positionOf(src: string, offset: number): {line: number; column: number} {
  let line = 1;
  let column = 1;
  for (let index = 0; index < offset && index < src.length; index += 1) {
    if (src[index] === '\n') {
      line += 1;
      column = 1;
    } else {
      column += 1;
    }
  }
  return {line, column};
}

/** Parses the text of a JavaScript object literal without evaluating it. */
export function parseQueryObject(source: string): ParseResult {
  try {
    return {ok: true, value: new Parser(source).parseRoot()};
  } catch (error) {
    if (error instanceof ParseError) {
      const {line, column} = positionOf(source, error.offset);
      return {ok: false, message: error.message, line, column};
    }
    throw error;
  }
}

import type { RouteParams } from './route-types';

export type PathToken = { readonly kind: 'static'; readonly value: string } | { readonly kind: 'param'; readonly name: string } | { readonly kind: 'splat' };

export interface PathVariant {
  readonly tokens: readonly PathToken[];
  /** React Router 7's ranking, so this matcher and the React router pick the same route for a path. */
  readonly score: number;
  readonly hasSplat: boolean;
}

const PARAM = /^:([\w-]+)(\?)?$/;
const STATIC = /^[\w.~-]+\??$/;

const STATIC_VALUE = 10;
const DYNAMIC_VALUE = 3;
const SPLAT_PENALTY = -2;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** `a/:b?/:c?` stands for `a/:b/:c`, `a/:b`, `a/:c` and `a`, the way React Router explodes optional segments. */
function explode(segments: readonly string[]): string[][] {
  const [first, ...rest] = segments;
  if (first === undefined) return [[]];
  const tails = explode(rest);
  const withFirst = tails.map((tail) => [first.replace(/\?$/, ''), ...tail]);
  return first.endsWith('?') ? [...withFirst, ...tails] : withFirst;
}

function tokenOf(segment: string, isLast: boolean, path: string): PathToken {
  if (segment === '*') {
    if (!isLast) throw new Error(`route path "${path}": a splat must be the last segment`);
    return { kind: 'splat' };
  }
  const param = PARAM.exec(segment);
  if (param) return { kind: 'param', name: param[1] ?? '' };
  if (!STATIC.test(segment)) throw new Error(`route path "${path}": segment "${segment}" is neither static nor :param`);
  return { kind: 'static', value: segment };
}

function scoreOf(tokens: readonly PathToken[]): number {
  return tokens.reduce(
    (score, token) => score + (token.kind === 'static' ? STATIC_VALUE : token.kind === 'param' ? DYNAMIC_VALUE : 0),
    tokens.length + (tokens.some((token) => token.kind === 'splat') ? SPLAT_PENALTY : 0),
  );
}

export function compilePath(path: string): PathVariant[] {
  return explode(segmentsOf(path)).map((segments) => {
    const tokens = segments.map((segment, index) => tokenOf(segment, index === segments.length - 1, path));
    return { tokens, score: scoreOf(tokens), hasSplat: tokens.at(-1)?.kind === 'splat' };
  });
}

/** Params of `segments` when they fit the variant, else undefined. Static segments compare case-sensitively. */
export function matchVariant(variant: PathVariant, segments: readonly string[]): Record<string, string> | undefined {
  const { tokens, hasSplat } = variant;
  const fixed = hasSplat ? tokens.length - 1 : tokens.length;
  if (hasSplat ? segments.length < fixed : segments.length !== fixed) return undefined;
  const params: Record<string, string> = {};
  for (let index = 0; index < fixed; index++) {
    const token = tokens[index] as PathToken;
    const segment = segments[index] as string;
    if (token.kind === 'static') {
      if (token.value !== segment) return undefined;
    } else if (token.kind === 'param') {
      params[token.name] = segment;
    }
  }
  if (hasSplat) params['*'] = segments.slice(fixed).join('/');
  return params;
}

/** The redirect target: `:name` from params (encoded), an optional one dropped when absent. */
export function fillPath(pattern: string, params: RouteParams): string {
  const filled: string[] = [];
  for (const segment of segmentsOf(pattern)) {
    if (segment === '*') {
      if (params['*']) filled.push(params['*'].split('/').map(encodeURIComponent).join('/'));
      continue;
    }
    const param = PARAM.exec(segment);
    if (!param) {
      filled.push(segment.replace(/\?$/, ''));
      continue;
    }
    const value = params[param[1] ?? ''];
    if (value !== undefined) filled.push(encodeURIComponent(value));
    else if (!param[2]) throw new Error(`redirect target "${pattern}" needs param ${param[1]}`);
  }
  return filled.join('/');
}

/** Decoding of minified production errors: `?code=N&args[]=a&args[]=b`. Pure, no DOM. */

export const MISSING_ARGUMENT = '[missing argument]';
export const ERROR_CODES_URL = '/static/error-codes.json';
/** Query strings beyond this are not decoded: no real error link is that long. */
export const MAX_QUERY_LENGTH = 4000;

export interface ErrorQuery {
  code: string | null;
  args: string[];
}

export function parseErrorQuery(search: string): ErrorQuery {
  if (search.length > MAX_QUERY_LENGTH) return { code: null, args: [] };
  const params = new URLSearchParams(search);
  const code = params.get('code');
  return {
    code: code !== null && /^\d{1,6}$/.test(code) ? code : null,
    args: [...params.getAll('args[]'), ...params.getAll('args')],
  };
}

/** Fills each `%s` in order; a missing argument becomes "[missing argument]". Text only. */
export function formatErrorMessage(template: string, args: readonly string[]): string {
  let index = 0;
  return template.replace(/%s/g, () => {
    const value = args[index];
    index += 1;
    return value === undefined ? MISSING_ARGUMENT : value;
  });
}

export function isErrorCodeTable(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

/** An error a handler throws to answer with a given status in the standard envelope. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (what = '内容') => new HttpError(404, `${what}不存在`);
export const badRequest = (message: string) => new HttpError(400, message);

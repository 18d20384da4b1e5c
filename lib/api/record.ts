import { api, orUndefined, type CallOptions, type Params, type ResponseSchema } from './http';

/**
 * A record getter's whole body (CONTRIBUTING §3): reads `url` checked against `schema` and hands back
 * `reshape` of it, or `undefined` when the API answers 404; any other error propagates.
 */
export async function getRecord<T, V>(
  schema: ResponseSchema<T>,
  url: string,
  params: Params | undefined,
  options: CallOptions | undefined,
  reshape: (raw: T) => V,
): Promise<V | undefined> {
  const raw = await orUndefined(api.get(schema, url, params, options));
  return raw === undefined ? undefined : reshape(raw);
}

import { errorResponseSchema } from '@mobilo/contract';

/** The error shape documented for the given statuses of a route. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, errorResponseSchema])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

import { type PersonioIntegration, personioCalls } from '@mobilo/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { integrationKeys } from './keys';

/** GET /integrations/personio */
export function getPersonio(signal?: AbortSignal): Promise<PersonioIntegration> {
  return api.call(personioCalls.get, {}, { signal });
}

export function personioQueryOptions() {
  return queryOptions({ queryKey: integrationKeys.personio(), queryFn: ({ signal }) => getPersonio(signal) });
}

export function usePersonio() {
  return useQuery(personioQueryOptions());
}

import { personioCalls, type TestPersonioRequest, type TestPersonioResponse } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /integrations/personio/test: signs in to Personio and reads its attributes. */
export function testPersonio(body: TestPersonioRequest): Promise<TestPersonioResponse> {
  return api.call(personioCalls.test, { body });
}

export function useTestPersonio() {
  return useMutation({ mutationFn: testPersonio });
}

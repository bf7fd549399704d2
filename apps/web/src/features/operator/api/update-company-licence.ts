import { type UpdateCompanyLicenceRequest, type UpdateCompanyLicenceResponse, operatorCalls } from '@mobilo/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { operatorKeys } from './keys';

/** PUT /god/company/{id}/licence */
export function updateCompanyLicence(
  id: string,
  body: UpdateCompanyLicenceRequest,
): Promise<UpdateCompanyLicenceResponse> {
  return api.call(operatorCalls.updateLicence, { params: { id }, body });
}

export function useUpdateCompanyLicence(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCompanyLicenceRequest) => updateCompanyLicence(id, body),
    onSuccess: async ({ licence, package: companyPackage }) => {
      queryClient.setQueryData(operatorKeys.licence(id), { licence, package: companyPackage });
      await queryClient.invalidateQueries({ queryKey: operatorKeys.companies() });
    },
  });
}

import { userImportTemplateResponseSchema } from '@mobilo/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const templateName = 'users-import-template.csv';

/** GET /user/import/file: the CSV template, handed to the browser as a download. */
export async function downloadImportTemplate(): Promise<void> {
  const text = await apiClient.get('/user/import/file', {
    schema: userImportTemplateResponseSchema,
    headers: { Accept: 'text/csv' },
  });
  // fetch strips the byte-order mark, which spreadsheet programs need to read umlauts as UTF-8.
  const withBom = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([withBom], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = templateName;
  link.click();
  URL.revokeObjectURL(url);
}

export function useDownloadImportTemplate() {
  return useMutation({ mutationFn: downloadImportTemplate });
}

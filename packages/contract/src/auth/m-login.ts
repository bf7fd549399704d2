import { z } from 'zod';

/** GET /auth/m-login/connect/WEB and /auth/m-login/disconnect/WEB */
export const mLoginLinkResponseSchema = z.object({ redirectUrl: z.string() }).meta({ id: 'MLoginLink' });
export type MLoginLinkResponse = z.infer<typeof mLoginLinkResponseSchema>;

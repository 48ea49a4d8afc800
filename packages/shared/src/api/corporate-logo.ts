/**
 * The corporate's logo on the report cover (shapes ours): `GET corporate/logo`, `POST corporate/logo`
 * (save) and `POST corporate/logo/delete`, all updateCorporateReport, on Report Settings. The image travels as
 * base64 in JSON, so the API keeps one body type; the server checks the type by the file's first bytes.
 */
import { z } from 'zod';

/** Largest logo file, bytes: enough for a sharp print-size PNG, small enough to embed in every report. */
export const LOGO_MAX_BYTES = 300 * 1024;
/** The image types react-pdf embeds (no SVG, no WebP). */
export const LOGO_TYPES = ['image/png', 'image/jpeg'] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

/** Base64 of at most LOGO_MAX_BYTES bytes (4 characters per 3 bytes). */
const base64 = z
  .string()
  .max(Math.ceil(LOGO_MAX_BYTES / 3) * 4, 'The logo is larger than 300 KB.')
  .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The logo must be base64.');

export const CorporateLogo = z.object({
  contentType: z.enum(LOGO_TYPES),
  base64,
  /** ISO 8601. */
  updatedAt: z.string(),
});
export type CorporateLogo = z.infer<typeof CorporateLogo>;

export const CorporateLogoResponse = z.object({ logo: CorporateLogo.nullable() });
export type CorporateLogoResponse = z.infer<typeof CorporateLogoResponse>;

export const SaveCorporateLogoRequest = z.object({
  contentType: z.enum(LOGO_TYPES, { message: 'The logo must be a PNG or JPEG image.' }),
  base64,
});
export type SaveCorporateLogoRequest = z.input<typeof SaveCorporateLogoRequest>;

export const SaveCorporateLogoResponse = z.object({ logo: CorporateLogo.nullable(), message: z.string() });
export type SaveCorporateLogoResponse = z.infer<typeof SaveCorporateLogoResponse>;

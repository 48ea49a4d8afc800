/**
 * GET corporate/logo, POST corporate/logo and POST corporate/logo/delete (updateCorporateReport; Report Settings):
 * the logo printed on the report cover. A PNG or JPEG of at most LOGO_MAX_BYTES, its type checked by
 * the file's own first bytes (the declared type must agree), stored in `corporate_logos`. Saves and removals are
 * audited (`corporate.logo`, the type and size before → after; never the bytes).
 */
import {
  LOGO_MAX_BYTES,
  MESSAGES,
  type CorporateLogo,
  type LogoType,
  type SaveCorporateLogoRequest,
  type SaveCorporateLogoResponse,
} from '@rlc/shared';
import { validationError } from '../../plugins/errors.ts';
import { audit } from '../audit/index.ts';
import type { ReportSettingsCaller, ReportSettingsDeps } from './deps.ts';
import { deleteLogoRow, logoRow, upsertLogoRow, type LogoRow } from './repository.ts';

/** The first bytes of each accepted type (PNG signature; JPEG start-of-image marker). */
const SIGNATURES: Record<LogoType, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff],
};

/** True when `bytes` start with the signature of `type`. */
export function isImageOfType(bytes: Uint8Array, type: LogoType): boolean {
  return SIGNATURES[type].every((b, i) => bytes[i] === b);
}

const answer = (row: LogoRow | null): CorporateLogo | null =>
  row
    ? {
        contentType: row.contentType,
        // PGlite hands bytea back as a Uint8Array, pg as a Buffer: Buffer.from reads both.
        base64: Buffer.from(row.bytes).toString('base64'),
        updatedAt: row.updatedAt.toISOString(),
      }
    : null;
const summary = (row: LogoRow | null) =>
  row ? { contentType: row.contentType, bytes: row.bytes.length } : null;

export async function getCorporateLogo(
  deps: Pick<ReportSettingsDeps, 'db'>,
  caller: ReportSettingsCaller,
): Promise<CorporateLogo | null> {
  return answer(await logoRow(deps.db, caller.user.corporateId));
}

/**
 * Stores the caller's corporate logo.
 * @throws ApiError VALIDATION (400) when the file is empty, larger than LOGO_MAX_BYTES, or not the declared type.
 */
export async function saveCorporateLogo(
  deps: ReportSettingsDeps,
  caller: ReportSettingsCaller,
  body: SaveCorporateLogoRequest,
): Promise<SaveCorporateLogoResponse> {
  const bytes = Buffer.from(body.base64, 'base64');
  if (bytes.length > LOGO_MAX_BYTES) throw validationError(MESSAGES.reportContent.logoTooLarge, 'base64');
  if (bytes.length === 0 || !isImageOfType(bytes, body.contentType))
    throw validationError(MESSAGES.reportContent.logoWrongType, 'base64');
  const corporateId = caller.user.corporateId;
  const now = deps.clock();
  const saved = await deps.db.transaction(async (tx) => {
    const before = await logoRow(tx, corporateId);
    await upsertLogoRow(tx, {
      corporateId,
      contentType: body.contentType,
      bytes,
      updatedAt: now,
      updatedBy: caller.user.id,
    });
    const after = await logoRow(tx, corporateId);
    await audit(tx, {
      action: 'corporate.logo',
      at: now,
      userId: caller.user.id,
      corporateId,
      details: { before: summary(before), after: summary(after) },
    });
    return after;
  });
  return { logo: answer(saved), message: MESSAGES.reportContent.logoSaved };
}

/** Removes the caller's corporate logo (the cover then shows the corporate's name alone). */
export async function deleteCorporateLogo(
  deps: ReportSettingsDeps,
  caller: ReportSettingsCaller,
): Promise<SaveCorporateLogoResponse> {
  const corporateId = caller.user.corporateId;
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const before = await logoRow(tx, corporateId);
    await deleteLogoRow(tx, corporateId);
    await audit(tx, {
      action: 'corporate.logo',
      at: now,
      userId: caller.user.id,
      corporateId,
      details: { before: summary(before), after: null },
    });
  });
  return { logo: null, message: MESSAGES.reportContent.logoRemoved };
}

/**
 * The recovery codes as a text file to keep (Copy puts the same text on the clipboard): a title, when they were
 * made and that each works once, then the codes one per line.
 */
import { PRODUCT_NAME } from '../../app/product.ts';

/** 'recovery-codes-retirement-living-compare.txt': says what the file is and for which product. */
export const RECOVERY_CODES_FILE_NAME = `recovery-codes-${PRODUCT_NAME.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.txt`;

/** `made` as '26/11/2026 at 2:05 pm', on the user's clock (or in `timeZone`). */
function madeWhen(made: Date, timeZone?: string): string {
  const part = (o: Intl.DateTimeFormatOptions) => made.toLocaleString('en-AU', { timeZone, ...o });
  const date = part({ day: '2-digit', month: '2-digit', year: 'numeric' });
  // Some engines put a narrow no-break space before 'pm': a plain one in a text file.
  const time = part({ hour: 'numeric', minute: '2-digit', hour12: true }).toLowerCase().replace(/\s/gu, ' ');
  return `${date} at ${time}`;
}

/** The file's text: lines end with '\n', the codes one per line after a blank line. */
export function recoveryCodesText(codes: readonly string[], made: Date, timeZone?: string): string {
  return [
    `${PRODUCT_NAME}: recovery codes`,
    `Made on ${madeWhen(made, timeZone)}. Each code works once, to sign in if you lose your authenticator app.`,
    '',
    ...codes,
    '',
  ].join('\n');
}

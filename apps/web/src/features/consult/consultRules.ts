/**
 * What the web shows in Consult Mode (spec §2.4; ADR 0016): the report open when it starts (from the URL), and the
 * screens a consult session may open: Home and that report's screens (the server refuses the rest anyway).
 */

/** The report id of a report screen's path (/corporate/form/12/…, /corporate/magic-form/12/…), else null. */
export function openFormId(pathname: string): number | null {
  const m = /^\/corporate\/(?:magic-)?form\/(\d+)(?:\/|$)/.exec(pathname);
  return m ? Number(m[1]) : null;
}

/** Whether Consult Mode may show `pathname`: Home, and the consult report's own screens. */
export function consultAllows(pathname: string, formId: number | null): boolean {
  if (pathname === '/corporate' || pathname === '/corporate/' || pathname.startsWith('/corporate/home'))
    return true;
  const open = openFormId(pathname);
  return open !== null && open === formId;
}

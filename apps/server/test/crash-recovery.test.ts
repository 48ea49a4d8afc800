/**
 * Crashes and data: the real server on PostgreSQL is killed with SIGKILL in the middle of a storm of
 * concurrent writes, PDF renders and e-mails, then started again on the same database. Afterwards:
 * - every write answered 2xx is there with its content, and a write whose answer the kill cut off is either wholly
 *   there or wholly absent (versions, customer record, options and decision of a form tell the same story);
 * - no row hangs off a missing parent, every form has its one customer record, every magic link its e-mail;
 * - every PDF asked for is stored once, done (the render the kill interrupted is run again by the new process), and
 *   every e-mail written goes out once (one message per outbox row at the SMTP sink, one Message-ID each).
 * Then graceful shutdown: SIGTERM while a PDF renders and writes are in flight lets them finish (exit code 0).
 *
 * PostgreSQL only (PGlite is one process; excluded from the PGlite run in vitest.config.ts). CRASH_WRITES (default
 * 1000) scales the storm for a heavier run: `CRASH_WRITES=5000 npm run test:pg -w apps/server -- crash-recovery`.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgDatabase } from './helpers/db.ts';
import { call, startServer, stop, waitReady, type Proc } from './helpers/server-process.ts';
import { startSmtp, type TestSmtp } from './helpers/smtp.ts';

const PORT = 3106; // from this workspace's manual-run range 3100–3149
const PASSWORD = 'crash-test-pass-1';
const WRITES = Number(process.env.CRASH_WRITES ?? 1000);
// The storm's parts, from WRITES (1,000 → 50 forms × 14 edits, 5 users × 26 edits, 100 new users, 50 magic links,
// 10 password resets and 10 PDFs: 700 + 130 + 100 + 50 + 10 + 10 = 1,000).
const FORMS = Math.max(2, Math.round(WRITES / 20));
const EDITS_PER_FORM = 14;
const EDITED_USERS = Math.max(1, Math.round(WRITES / 200));
const EDITS_PER_USER = 26;
const NEW_USERS = Math.max(1, Math.round(WRITES / 10));
const MAGIC = Math.max(1, Math.round(WRITES / 20));
const RESETS = EDITED_USERS * 2;
const PDFS = Math.max(2, Math.round(WRITES / 100));

type Outcome = 'ok' | 'refused' | 'cut';
interface Chain {
  id: number;
  outcomes: Outcome[];
}

const db = (url: string) => {
  const c = new pg.Client({ connectionString: url });
  return {
    async rows<R>(text: string, values: unknown[] = []): Promise<R[]> {
      return (await c.query(text, values)).rows as R[];
    },
    connect: () => c.connect(),
    end: () => c.end(),
  };
};

/** One request of the storm: 2xx, refused (another status) or cut (the connection died with the process). */
async function attempt(p: Proc, method: string, url: string, jwt: string, body?: unknown) {
  try {
    const r = await call(p, method, url, jwt, body);
    return { outcome: (r.status < 300 ? 'ok' : 'refused') as Outcome, ...r };
  } catch {
    return { outcome: 'cut' as Outcome, status: 0, json: {} as { data?: Record<string, unknown> } };
  }
}

/** Polls `check` every 250 ms until it answers true; false after `ms`. */
async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return check();
}

/**
 * Op i (1-based) of a form's chain: 4 kinds in turn, each bumping the form's version by one. The fourth adds a
 * second internal option, and removes it the next time (a report holds at most 2 internal and 1 external option,
 * VILLAGE_LIMITS).
 */
const formOp = (i: number) =>
  (['customer', 'option', 'decision', i % 8 === 4 ? 'addOption' : 'dropOption'] as const)[(i - 1) % 4]!;

describe('SIGKILL during concurrent writes and jobs, then restart (PostgreSQL)', () => {
  let url = '';
  let drop: () => Promise<void> = () => Promise.resolve();
  let smtp: TestSmtp;
  let server: Proc;
  const env = () => ({
    DEMO_SEED: '1',
    DEMO_PASSWORD: PASSWORD,
    SMTP_URL: smtp.url,
    MAIL_RETRY_DELAY_SECONDS: '1',
    MAIL_FROM: 'Crash Test <crash@example.test>',
  });

  beforeAll(async () => {
    const created = await createPgDatabase();
    url = created.url;
    drop = created.drop;
    smtp = await startSmtp();
    server = startServer(PORT, url, env());
    await waitReady(server, 150_000);
  }, 180_000);

  afterAll(async () => {
    if (server) await stop(server, 'SIGKILL');
    await smtp?.close();
    await drop();
  });

  it('keeps every acknowledged write, leaves nothing half-written, and finishes PDFs and e-mails once', async () => {
    const t0 = performance.now();
    const login = async (email: string) =>
      (await call(server, 'POST', 'login', undefined, { email, password: PASSWORD })).json.data!
        .jwt as string;
    const [admin, adviser] = [await login('admin@demo.test'), await login('adviser@demo.test')];
    const communities = (await call(server, 'GET', 'communities', admin)).json.data!.communities as {
      id: number;
      name: string;
    }[];
    const communityId = communities.find((c) => c.name.startsWith('Sunny'))!.id;
    const roles = (await call(server, 'GET', 'users/roles', admin)).json.data!.roles as {
      id: number;
      name: string;
    }[];
    const roleId = roles.find((r) => /adviser/i.test(r.name))!.id;

    // ---- set-up (acknowledged before the storm) ----
    const newForm = async (magic = false) => {
      const r = await call(server, 'POST', 'forms/create', adviser, {
        communityId,
        ...(magic ? { isMagic: true } : {}),
      });
      expect(r.status).toBe(200);
      return Number(r.json.data!.formId);
    };
    const post = async (u: string, body: unknown) => {
      const r = await call(server, 'POST', u, adviser, body);
      expect(r.status, `${u}: ${JSON.stringify(r.json)}`).toBe(200);
      return r.json.data!;
    };
    /** A form with a named customer, current details, an internal and an external option; its id and version. */
    const fullForm = async () => {
      const id = await newForm();
      let version = Number((await call(server, 'GET', `form/${id}`, adviser)).json.data!.version);
      const customer = {
        firstName: 'C0',
        lastName: 'Crash',
        dob: '1947-06-15',
        state: 'QLD',
        relationship: 1,
      };
      version = Number((await post(`form/${id}/customer`, { data: customer, version })).version);
      const current = {
        propertyValue: 850_000,
        investmentAssets: 150_000,
        livingExpenses: 900,
        livingExpensesFreq: 26,
      };
      version = Number((await post(`form/${id}/current`, { data: current, version })).version);
      version = Number((await post(`form/${id}/createVillage/1`, { version })).version);
      const ext = await post(`form/${id}/createVillage/2`, { version });
      version = Number(ext.version);
      return { id, version, extId: Number((ext.village as { id: number }).id) };
    };
    const chainForms = await Promise.all(Array.from({ length: FORMS }, () => fullForm()));
    const pdfForms = await Promise.all(Array.from({ length: PDFS }, () => fullForm()));
    const magicForms = await Promise.all(Array.from({ length: MAGIC }, () => newForm(true)));
    const editedUsers = await Promise.all(
      Array.from({ length: EDITED_USERS }, async (_, i) => {
        const r = await call(server, 'POST', 'users/create', admin, {
          user: { firstName: 'U0', lastName: 'Edited', email: `edited-${i}@example.test`, role_id: roleId },
          sendEmail: false,
        });
        expect(r.status).toBe(200);
        return Number((r.json.data!.user as { id: number }).id);
      }),
    );
    const setupMs = performance.now() - t0;

    // ---- the storm: every request started at once (chains of one form or user one after another) ----
    const extData = (name: string) => ({
      name,
      rvOrLlc: 'llc',
      ownerType: null,
      propertyValue: 450_000,
      chargeFeesAmount: 200,
      chargeFeesFreq: 52,
      capitalGain: 1,
      capitalGrowth: 0.03,
      sellingFees: 0.025,
    });
    let acked = 0;
    const total = FORMS * EDITS_PER_FORM + EDITED_USERS * EDITS_PER_USER + NEW_USERS + MAGIC + RESETS + PDFS;
    const count = <T extends { outcome: Outcome }>(r: T) => {
      if (r.outcome === 'ok') acked++;
      return r;
    };
    const refusals: string[] = [];
    const formChains: Chain[] = chainForms.map((f) => ({ id: f.id, outcomes: [] }));
    const runFormChain = async (f: (typeof chainForms)[number], chain: Chain) => {
      let version = f.version;
      let added = 0;
      for (let i = 1; i <= EDITS_PER_FORM; i++) {
        const op = formOp(i);
        const r = count(
          op === 'customer'
            ? await attempt(server, 'POST', `form/${f.id}/customer`, adviser, {
                data: { firstName: `C${i}` },
                version,
              })
            : op === 'option'
              ? await attempt(server, 'POST', `form/${f.id}/village/2/${f.extId}`, adviser, {
                  data: extData(`V${i}`),
                  version,
                })
              : op === 'decision'
                ? await attempt(server, 'POST', `form/${f.id}/clientResponse`, adviser, {
                    clientResponse: 'no',
                    choiceId: 'unk',
                    notes: `D${i}`,
                    version,
                  })
                : op === 'addOption'
                  ? await attempt(server, 'POST', `form/${f.id}/createVillage/1`, adviser, { version })
                  : await attempt(server, 'POST', `form/${f.id}/village/1/${added}/delete`, adviser, {
                      version,
                    }),
        );
        chain.outcomes.push(r.outcome);
        if (r.outcome === 'refused')
          refusals.push(`form ${f.id} ${op} ${r.status} ${JSON.stringify(r.json)}`);
        if (r.outcome !== 'ok') return;
        version = Number(r.json.data!.version);
        if (op === 'addOption') added = Number((r.json.data!.village as { id: number }).id);
      }
    };
    const userChains: Chain[] = editedUsers.map((id) => ({ id, outcomes: [] }));
    const runUserChain = async (chain: Chain) => {
      for (let i = 1; i <= EDITS_PER_USER; i++) {
        const r = count(
          await attempt(server, 'POST', `user/${chain.id}/update`, admin, { user: { firstName: `U${i}` } }),
        );
        chain.outcomes.push(r.outcome);
        if (r.outcome !== 'ok') return;
      }
    };
    const pdfRequests = pdfForms.map(async (f) => {
      const r = count(await attempt(server, 'POST', `form/${f.id}/pdf`, adviser, { kind: 'summary' }));
      return {
        formId: f.id,
        outcome: r.outcome,
        pdfId: r.outcome === 'ok' ? Number((r.json.data!.pdf as { id: number }).id) : null,
      };
    });
    const newUsers = Array.from({ length: NEW_USERS }, async (_, i) => {
      const email = `new-${i}@example.test`;
      const r = count(
        await attempt(server, 'POST', 'users/create', admin, {
          user: { firstName: 'New', lastName: `User ${i}`, email, role_id: roleId },
          sendEmail: true,
        }),
      );
      return { email, outcome: r.outcome };
    });
    const magicAssigns = magicForms.map(async (formId, i) => {
      const email = `customer-${i}@example.test`;
      const r = count(
        await attempt(server, 'POST', `form/${formId}/magic-assign`, adviser, {
          firstName: 'Cus',
          lastName: `Tomer ${i}`,
          email,
        }),
      );
      return { formId, email, outcome: r.outcome };
    });
    const resets = Array.from({ length: RESETS }, async (_, i) =>
      count(
        await attempt(server, 'POST', 'resetPassword', '', {
          email: `edited-${i % EDITED_USERS}@example.test`,
        }),
      ),
    );
    const stormStart = performance.now();
    const all = Promise.all([
      ...chainForms.map((f, i) => runFormChain(f, formChains[i]!)),
      ...userChains.map(runUserChain),
      ...pdfRequests,
      ...newUsers,
      ...magicAssigns,
      ...resets,
    ]);
    // SIGKILL once half the storm is acknowledged (the other half is in flight or not yet sent) and, if PDFs are
    // still to come, while one is being rendered (so the new process must take an interrupted render over).
    const watch = db(url);
    await watch.connect();
    await until(async () => {
      if (acked < total / 2) return false;
      const [r] = await watch.rows<{ rendering: number; open: number }>(
        `select count(*) filter (where status = 'rendering')::int as rendering,
                count(*) filter (where status in ('queued', 'rendering'))::int as open from form_pdfs`,
      );
      return r!.rendering > 0 || r!.open === 0;
    }, 120_000);
    server.child.kill('SIGKILL');
    const killedAt = acked;
    const stormMs = performance.now() - stormStart;
    await watch.end();
    await all;

    const client = db(url);
    await client.connect();
    try {
      const [atKill] = await client.rows<{
        rendering: number;
        queued: number;
        pdfDone: number;
        mailQueued: number;
        mailSent: number;
      }>(
        `select (select count(*)::int from form_pdfs where status = 'rendering') as rendering,
                (select count(*)::int from form_pdfs where status = 'queued') as queued,
                (select count(*)::int from form_pdfs where status = 'done') as "pdfDone",
                (select count(*)::int from email_outbox where status in ('queued', 'sending')) as "mailQueued",
                (select count(*)::int from email_outbox where status = 'sent') as "mailSent"`,
      );
      // Rows the killed process had claimed and was sending: the only ones that may reach the sink twice.
      const sendingAtKill = new Set(
        (await client.rows<{ id: number }>(`select id from email_outbox where status = 'sending'`)).map((r) =>
          String(r.id),
        ),
      );

      // ---- restart on the same database ----
      const restartAt = performance.now();
      server = startServer(PORT, url, env());
      await waitReady(server, 150_000);
      const readyMs = performance.now() - restartAt;
      const settled = await until(async () => {
        const [r] = await client.rows<{ n: number }>(
          `select (select count(*)::int from form_pdfs where status in ('queued', 'rendering'))
                + (select count(*)::int from email_outbox where status in ('queued', 'sending')) as n`,
        );
        return r!.n === 0;
      }, 120_000);
      const recoveryMs = performance.now() - restartAt;

      // Forms: replaying the first `committed` ops of the chain (committed = version now − version before) must give
      // what is stored, with committed = the ops answered 2xx, plus the one the kill cut off if it had committed.
      expect(refusals).toEqual([]);
      let cutCommitted = 0;
      for (const [k, chain] of formChains.entries()) {
        const f = chainForms[k]!;
        const okCount = chain.outcomes.filter((o) => o === 'ok').length;
        expect(
          chain.outcomes.filter((o) => o === 'refused'),
          `form ${f.id} refused`,
        ).toEqual([]);
        const [row] = await client.rows<{
          version: number;
          notes: string;
          firstName: string;
          response: string | null;
        }>(
          `select f.version, f.decision_notes as notes, c.customer->>'firstName' as "firstName",
                  f.client_response as response
             from forms f join form_consumers c on c.form_id = f.id where f.id = $1`,
          [f.id],
        );
        const committed = row!.version - f.version;
        const cut = chain.outcomes.at(-1) === 'cut' ? 1 : 0;
        expect(committed).toBeGreaterThanOrEqual(okCount);
        expect(committed).toBeLessThanOrEqual(okCount + cut);
        cutCommitted += committed - okCount;
        const last = (kind: ReturnType<typeof formOp>) => {
          let found = 0;
          for (let i = 1; i <= committed; i++) if (formOp(i) === kind) found = i;
          return found;
        };
        expect(row!.firstName).toBe(`C${last('customer')}`);
        expect(row!.notes).toBe(last('decision') ? `D${last('decision')}` : '');
        expect(row!.response).toBe(last('decision') ? 'no' : null);
        const options = await client.rows<{ id: number; model: number; name: string }>(
          'select id, model_id as model, name from form_villages where form_id = $1 order by id',
          [f.id],
        );
        // Set-up made one internal and one external option; a committed addOption added a second internal one,
        // which the next committed dropOption removed.
        const extra = last('addOption') > last('dropOption') ? [1] : [];
        expect(options.map((o) => o.model)).toEqual([1, 2, ...extra]);
        expect(options.find((o) => o.id === f.extId)!.name).toBe(last('option') ? `V${last('option')}` : '');
      }
      for (const chain of userChains) {
        const ok = chain.outcomes.filter((o) => o === 'ok').length;
        const [u] = await client.rows<{ firstName: string }>(
          'select first_name as "firstName" from users where id = $1',
          [chain.id],
        );
        const allowed = [`U${ok}`, ...(chain.outcomes.at(-1) === 'cut' ? [`U${ok + 1}`] : [])].map((n) =>
          n === 'U0' ? 'U0' : n,
        );
        expect(allowed).toContain(u!.firstName);
      }
      const created = await Promise.all(newUsers);
      const existing = new Set(
        (await client.rows<{ email: string }>(`select email from users where email like 'new-%'`)).map(
          (r) => r.email,
        ),
      );
      for (const u of created.filter((c) => c.outcome === 'ok'))
        expect(existing.has(u.email), u.email).toBe(true);
      for (const m of (await Promise.all(magicAssigns)).filter((c) => c.outcome === 'ok')) {
        const [row] = await client.rows<{ email: string | null; links: number }>(
          `select magic_user_email as email, (select count(*)::int from magic_links l where l.form_id = f.id) as links
             from forms f where f.id = $1`,
          [m.formId],
        );
        expect(row).toEqual({ email: m.email, links: 1 });
      }

      // No orphans, no half-written records.
      const [orphans] = await client.rows<Record<string, number>>(
        `select
           (select count(*)::int from forms f where (select count(*) from form_consumers c where c.form_id = f.id) <> 1) as "formsWithoutOneCustomer",
           (select count(*)::int from form_villages v left join forms f on f.id = v.form_id where f.id is null) as "optionsWithoutForm",
           (select count(*)::int from form_ratings r left join form_villages v on v.id = r.village_id where r.village_id is not null and v.id is null) as "ratingsWithoutOption",
           (select count(*)::int from form_pdfs p left join forms f on f.id = p.form_id where f.id is null) as "pdfsWithoutForm",
           (select count(*)::int from magic_links l join magic_users u on u.id = l.magic_user_id
              where not exists (select 1 from email_outbox o where o.to = u.email)) as "linksWithoutEmail"`,
      );
      expect(orphans).toEqual({
        formsWithoutOneCustomer: 0,
        optionsWithoutForm: 0,
        ratingsWithoutOption: 0,
        pdfsWithoutForm: 0,
        linksWithoutEmail: 0,
      });

      // PDFs: every request answered 2xx has its row, and every row (answered or not) is done, with a PDF file.
      const stuck = settled
        ? []
        : [
            ...(await client.rows(
              `select 'pdf' as kind, id, status from form_pdfs where status in ('queued', 'rendering')
               union all select 'mail', id, status from email_outbox where status in ('queued', 'sending')`,
            )),
            ...(await client.rows(
              `select name, state, retry_count, retry_limit, heartbeat_seconds, heartbeat_on, data
                 from pgboss.job where state <> 'completed'`,
            )),
          ];
      expect(stuck, server.output()).toEqual([]);
      const requested = await Promise.all(pdfRequests);
      const pdfRows = await client.rows<{ id: number; formId: number; status: string; head: string }>(
        `select id, form_id as "formId", status, encode(substring(bytes from 1 for 5), 'escape') as head from form_pdfs`,
      );
      for (const r of requested.filter((q) => q.outcome === 'ok'))
        expect(pdfRows.find((p) => p.id === r.pdfId)).toMatchObject({ status: 'done', head: '%PDF-' });
      // One row per request at most (a request cut off may or may not have written its row).
      for (const f of pdfForms)
        expect(pdfRows.filter((p) => p.formId === f.id).length).toBeLessThanOrEqual(1);
      expect(pdfRows.every((p) => p.status === 'done' && p.head === '%PDF-')).toBe(true);

      // E-mails: every outbox row sent, and the sink got exactly one message per row (Message-ID from the row).
      const outbox = await client.rows<{ id: number; to: string; status: string }>(
        'select id, "to", status from email_outbox',
      );
      expect(outbox.filter((o) => o.status !== 'sent')).toEqual([]);
      await until(() => Promise.resolve(smtp.messages.length >= outbox.length), 10_000);
      const ids = smtp.messages.map((m) => /^Message-ID: <outbox-(\d+)\./im.exec(m.raw)?.[1]);
      expect(ids.filter((id) => id === undefined)).toEqual([]);
      const byRow = new Map<string, number>();
      for (const id of ids) byRow.set(id!, (byRow.get(id!) ?? 0) + 1);
      expect([...byRow.keys()].map(Number).sort((a, b) => a - b)).toEqual(
        outbox.map((o) => o.id).sort((a, b) => a - b),
      );
      const duplicated = [...byRow].filter(([, n]) => n > 1).map(([id]) => id);
      const duplicates = duplicated.length;
      // A second copy can only come from a kill between SMTP's acceptance and the row's update (ADR 0019): the row
      // was still 'sending' when the process died. It carries the same Message-ID, so mail systems show it once;
      // at most two copies. (A fresh-clone CI run saw 2 such rows among 160.)
      expect(duplicated.filter((id) => !sendingAtKill.has(id))).toEqual([]);
      expect([...byRow.values()].every((n) => n <= 2)).toBe(true);
      for (const o of outbox)
        expect(smtp.messages.filter((m) => m.to.includes(o.to)).length, o.to).toBe(
          outbox.filter((x) => x.to === o.to).length +
            duplicated.filter((id) => outbox.find((x) => String(x.id) === id)?.to === o.to).length,
        );

      const figures = {
        writes: total,
        ackedBeforeKill: killedAt,
        ackedTotal: acked,
        cutByKill:
          [...formChains, ...userChains].filter((c) => c.outcomes.at(-1) === 'cut').length +
          created.filter((c) => c.outcome === 'cut').length +
          (await Promise.all(magicAssigns)).filter((c) => c.outcome === 'cut').length +
          requested.filter((c) => c.outcome === 'cut').length,
        cutButCommittedFormEdits: cutCommitted,
        ackedFoundAfterRestart: acked,
        pdfs: {
          requested: PDFS,
          doneBeforeKill: atKill!.pdfDone,
          renderingAtKill: atKill!.rendering,
          queuedAtKill: atKill!.queued,
          doneAfterRestart: pdfRows.length,
        },
        emails: {
          rows: outbox.length,
          sentBeforeKill: atKill!.mailSent,
          unsentAtKill: atKill!.mailQueued,
          received: smtp.messages.length,
          duplicates,
        },
        ms: {
          setup: Math.round(setupMs),
          stormUntilKill: Math.round(stormMs),
          restartReady: Math.round(readyMs),
          recovery: Math.round(recoveryMs),
          total: Math.round(performance.now() - t0),
        },
      };
      console.log(`crash-recovery figures ${JSON.stringify(figures)}`);
      // The kill came mid-storm: some of it was acknowledged before, and jobs were left to the new process.
      expect(killedAt).toBeGreaterThan(0);
      expect(killedAt).toBeLessThan(total);
    } finally {
      await client.end();
    }
  }, 600_000);

  it('SIGTERM lets a running PDF render and the requests in flight finish, then exits 0', async () => {
    const login = async (email: string) =>
      (await call(server, 'POST', 'login', undefined, { email, password: PASSWORD })).json.data!
        .jwt as string;
    const [admin, adviser] = [await login('admin@demo.test'), await login('adviser@demo.test')];
    const client = db(url);
    await client.connect();
    try {
      // A report that can be printed: the first form of the storm (a named customer and two options).
      const [form] = await client.rows<{ id: number }>(
        `select f.id from forms f join form_consumers c on c.form_id = f.id
          where c.customer->>'lastName' = 'Crash' order by f.id limit 1`,
      );
      const pdf = await call(server, 'POST', `form/${form!.id}/pdf`, adviser, { kind: 'results' });
      expect(pdf.status).toBe(200);
      const pdfId = Number((pdf.json.data!.pdf as { id: number }).id);
      const statusOf = async () =>
        (
          await client.rows<{ status: string; head: string | null }>(
            `select status, encode(substring(bytes from 1 for 5), 'escape') as head from form_pdfs where id = $1`,
            [pdfId],
          )
        )[0]!;
      expect(await until(async () => (await statusOf()).status === 'rendering', 60_000)).toBe(true);

      // Requests in flight when the signal comes: each is answered 2xx, or was never taken (refused connection, 503).
      const [edited] = await client.rows<{ id: number }>(
        `select id from users where email = 'edited-0@example.test'`,
      );
      const inFlight = Array.from({ length: 10 }, (_, i) =>
        attempt(server, 'POST', `user/${edited!.id}/update`, admin, { user: { lastName: `Term ${i}` } }),
      );
      const code = await stop(server, 'SIGTERM');
      const answers = await Promise.all(inFlight);
      expect(code).toBe(0);
      // 503: arrived on an open connection after closing began (Fastify's return503OnClosing), so never taken.
      expect(answers.filter((a) => a.outcome === 'refused' && a.status !== 503)).toEqual([]);
      const answered = answers.filter((a) => a.outcome === 'ok').length;
      // The render in progress finished and was stored before the process exited.
      expect(await statusOf()).toEqual({ status: 'done', head: '%PDF-' });
      if (answered > 0) {
        const [u] = await client.rows<{ lastName: string }>(
          'select last_name as "lastName" from users where id = $1',
          [edited!.id],
        );
        expect(u!.lastName).toMatch(/^Term \d$/);
      }
      console.log(`graceful-shutdown figures ${JSON.stringify({ inFlight: 10, answered, pdf: 'done' })}`);
    } finally {
      await client.end();
    }
  }, 300_000);
});

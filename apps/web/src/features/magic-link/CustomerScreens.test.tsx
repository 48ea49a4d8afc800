/**
 * The customer's screens: Results only when reviewable and disabled while the form has no PDF;
 * details saved through the customer call with the form version; Finish completes and ends the session.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { noMagicLink, type FormMagic } from '@rlc/shared';
import { registerNavigate } from '../../routing/navigation.ts';
import { CUSTOMER_SESSION_KEY } from '../../session/customerSession.ts';
import { mockFetch } from '../../test/fixtures.ts';
import { formResponse, internalVillage } from '../../test/formData.ts';
import { renderTopRoutesAt } from '../../test/renderTopRoutes.tsx';
import { magicLinkRoutes } from './routes.ts';

afterEach(() => {
  registerNavigate(null);
  vi.unstubAllGlobals();
  localStorage.clear();
});

const contact = { corporateName: 'Demo Retirement Living', adviserName: 'Sam Taylor', adviserEmail: null };
const live: FormMagic = {
  ...noMagicLink(true),
  magicUserId: 31,
  magicUserEmail: 'dot@example.test',
  magicStatus: 'MAGIC_ACTIVE',
  magicExpiresAt: '2026-12-09T00:00:00.000Z',
};

function renderCustomer(path: string) {
  localStorage.setItem(
    CUSTOMER_SESSION_KEY,
    JSON.stringify({
      jwt: 'customer.jwt.token-long-enough',
      formId: 9,
      expiresAt: '2026-12-09T00:00:00Z',
      maxIdleMin: 30,
      customer: { firstName: 'Dot', lastName: 'Nguyen', email: 'dot@example.test' },
      contact,
    }),
  );
  return renderTopRoutesAt(magicLinkRoutes, path);
}

function serve(
  magic: FormMagic,
  more: (url: string, init?: RequestInit) => { status: number; body: unknown } | undefined = () => undefined,
) {
  return mockFetch((url, init) => {
    if (url.endsWith('/magic/form/9') && !init?.body)
      return { status: 200, body: { data: formResponse({ magic, version: 4 }) } };
    return more(url, init);
  });
}

/** The report has arrived: its steps show (the heading shows before, while it loads). */
const reportShown = () => screen.findByRole('navigation', { name: 'Report steps' });

const stepTab = (name: string) =>
  within(screen.getByRole('navigation', { name: 'Report steps' })).queryByRole('tab', { name });

describe("the customer's steps", () => {
  it('show Results only when the adviser lets them review, disabled while no PDF exists', async () => {
    serve({ ...live, magicIsReviewable: true });
    renderCustomer('/magic/form/9/status');
    expect(await screen.findByRole('heading', { name: 'Welcome, Dot' })).toBeTruthy();
    await reportShown();
    expect(stepTab('Results')!.hasAttribute('disabled')).toBe(true);
  });

  it('with a PDF, Results opens', async () => {
    serve({ ...live, magicIsReviewable: true, magicPdfs: 1 });
    renderCustomer('/magic/form/9/status');
    await reportShown();
    const results = stepTab('Results')!;
    expect(results.hasAttribute('disabled')).toBe(false);
  });

  it('without review there is no Results step, and its address goes back to the first step', async () => {
    serve(live);
    const router = renderCustomer('/magic/form/9/results');
    await waitFor(() => expect(router.state.location.pathname).toBe('/magic/form/9/status'));
    await screen.findByRole('heading', { name: 'Welcome, Dot' });
    expect(stepTab('Results')).toBeNull();
    expect(stepTab('Your details')).toBeTruthy();
  });
});

describe("the customer's form", () => {
  it('is fetched once when a step opens, and afresh when the customer moves to another step', async () => {
    let formGets = 0;
    // A PDF arrives between the two fetches (the adviser generated it): the second answer opens Results.
    let magic: FormMagic = { ...live, magicIsReviewable: true };
    mockFetch((url, init) => {
      if (!url.endsWith('/magic/form/9') || init?.body) return undefined;
      formGets += 1;
      return { status: 200, body: { data: formResponse({ magic, version: 4 }) } };
    });
    renderCustomer('/magic/form/9/status');
    await screen.findByRole('heading', { name: 'Welcome, Dot' });
    // The frame's fetch only: the Status page reads that answer instead of asking again as it mounts.
    await new Promise((r) => setTimeout(r, 50));
    expect(formGets).toBe(1);
    expect(stepTab('Results')!.hasAttribute('disabled')).toBe(true);
    magic = { ...magic, magicPdfs: 1 };
    fireEvent.click(stepTab('Options')!);
    await waitFor(() => expect(stepTab('Results')!.hasAttribute('disabled')).toBe(false));
    expect(formGets).toBe(2);
  });
});

describe('while the report loads', () => {
  it("the frame already shows the step's heading, which stays the only one when the report arrives", async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderCustomer('/magic/form/9/customer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your details' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading your report' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Report steps' })).toBeNull();
    answer(
      new Response(JSON.stringify({ data: formResponse({ magic: live, version: 4 }) }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await reportShown();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Your details']);
  });
});

describe("the customer's details", () => {
  it('save only the changed field, with the form version, through the customer call', async () => {
    const posts: unknown[] = [];
    serve(live, (url, init) => {
      if (!url.endsWith('/magic/form/9/customer')) return undefined;
      const body = JSON.parse(init!.body as string) as { data: Record<string, unknown> };
      posts.push(body);
      return {
        status: 200,
        body: { data: { updated: { ...formResponse().formConsumer.customer, ...body.data }, version: 5 } },
      };
    });
    renderCustomer('/magic/form/9/customer');
    const last = await screen.findByLabelText('Last Name');
    fireEvent.change(last, { target: { value: 'Nguyen-Smith' } });
    fireEvent.blur(last);
    expect(await screen.findByText('All changes saved')).toBeTruthy();
    expect(posts).toEqual([{ data: { lastName: 'Nguyen-Smith' }, version: 4 }]);
  });
});

describe('Finish', () => {
  it('after confirming, completes the form, ends the customer session and thanks them', async () => {
    const completes: string[] = [];
    serve(live, (url) => {
      if (!url.endsWith('/magic/form/9/complete')) return undefined;
      completes.push(url);
      return { status: 200, body: { data: { magic: { ...live, magicStatus: 'MAGIC_COMPLETED' } } } };
    });
    const router = renderCustomer('/magic/form/9/status');
    fireEvent.click((await screen.findAllByRole('button', { name: 'Finish' }))[0]!);
    expect(completes).toHaveLength(0);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/magic/finished'));
    expect(completes).toHaveLength(1);
    expect(localStorage.getItem(CUSTOMER_SESSION_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    // The bar still names the operator after the session has gone.
    expect(screen.getByText('Demo Retirement Living')).toBeTruthy();
  });
});

describe('Finish on a reviewable form', () => {
  it('keeps the session, read-only, so the results stay reachable', async () => {
    const reviewable = { ...live, magicIsReviewable: true, magicPdfs: 1 };
    serve(reviewable, (url) =>
      url.endsWith('/magic/form/9/complete')
        ? {
            status: 200,
            body: {
              data: {
                magic: {
                  ...reviewable,
                  magicStatus: 'MAGIC_COMPLETED',
                  magicCompletedAt: '2026-11-25T10:00:00Z',
                },
              },
            },
          }
        : undefined,
    );
    const router = renderCustomer('/magic/form/9/status');
    fireEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText(/You finished on/)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/magic/form/9/status');
    expect(localStorage.getItem(CUSTOMER_SESSION_KEY)).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
    fireEvent.click(stepTab('Your details')!);
    expect(await screen.findByText('You have finished: your details can no longer be changed.')).toBeTruthy();
    // Inside the disabled fieldset every input is disabled (the :disabled state, not its own attribute).
    expect(screen.getByLabelText('Last Name').matches(':disabled')).toBe(true);
  });
});

describe("the customer's options", () => {
  it("offer Remove on an option they added, not on the adviser's; removing asks first, then drops it", async () => {
    const magic = { ...live, magicIsConfigurable: true };
    const form = formResponse({
      magic,
      version: 4,
      villagesInternal: [
        internalVillage({ id: 11, order: 0, name: 'Sunny Grove Village' }),
        internalVillage({ id: 12, order: 1, name: 'Sunny Grove Village (2)', addedByCustomer: true }),
      ],
    });
    const deletes: { url: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/magic/form/9') && !init?.body) return { status: 200, body: { data: form } };
      if (url.endsWith('/delete')) {
        deletes.push({ url, body: JSON.parse(init!.body as string) });
        return { status: 200, body: { data: { deleted: true, version: 5 } } };
      }
      return undefined;
    });
    renderCustomer('/magic/form/9/properties');
    const adviser = (await screen.findByRole('heading', { name: 'Sunny Grove Village' })).closest('li')!;
    const own = screen.getByRole('heading', { name: 'Sunny Grove Village (2)' }).closest('li')!;
    expect(within(adviser).queryByRole('button', { name: 'Remove' })).toBeNull();
    fireEvent.click(within(own).getByRole('button', { name: 'Remove' }));
    expect(deletes).toHaveLength(0);
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Option removed')).toBeTruthy();
    // Option 12 of form 9, with the form's version 4; afterwards only the adviser's option is listed.
    expect(deletes).toHaveLength(1);
    expect(deletes[0]!.url).toMatch(/\/magic\/form\/9\/village\/12\/delete$/);
    expect(deletes[0]!.body).toEqual({ version: 4 });
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Sunny Grove Village (2)' })).toBeNull(),
    );
    expect(screen.getByRole('heading', { name: 'Sunny Grove Village' })).toBeTruthy();
  });

  it('offer no Remove when the adviser does not let them change the options', async () => {
    const form = formResponse({
      magic: live,
      villagesInternal: [internalVillage({ id: 12, name: 'Added earlier', addedByCustomer: true })],
    });
    mockFetch((url, init) =>
      url.endsWith('/magic/form/9') && !init?.body ? { status: 200, body: { data: form } } : undefined,
    );
    renderCustomer('/magic/form/9/properties');
    expect(await screen.findByRole('heading', { name: 'Added earlier' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
  });
});

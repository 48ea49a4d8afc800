/**
 * The adviser's magic-form route set (spec §2.1, §2.2, §8, §5): Assign Customer's title, Next held
 * until a customer is assigned, the §8 toasts, Results disabled while the form has no PDF, and the redirect
 * between the staff and magic sets by the form's magic flag.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, noMagicLink, type FormMagic } from '@rlc/shared';
import { makeSession, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutesAt } from '../../../test/renderRoutes.tsx';
import { formRoutes } from '../routes.ts';
import { externalVillage, formResponse } from '../../../test/formData.ts';
import { renderAt } from '../testing/renderForm.tsx';

afterEach(() => vi.unstubAllGlobals());

const unassigned: FormMagic = { ...noMagicLink(true), magicStatus: 'MAGIC_NO_CUST', magicContractIds: [101] };
const live: FormMagic = {
  ...unassigned,
  magicUserId: 31,
  magicUserEmail: 'dot@example.test',
  magicStatus: 'MAGIC_ACTIVE',
  magicExpiresAt: '2026-12-09T00:00:00.000Z',
};

/** Serves GET form/5 with `magic`; `assign` answers POST form/5/magic-assign and records its body. */
function serve(magic: FormMagic, assign?: (body: unknown) => { status: number; body: unknown }) {
  const posts: unknown[] = [];
  const form = formResponse({ magic });
  mockFetch((url, init) => {
    if (url.endsWith('/form/5') && !init?.body) return { status: 200, body: { data: form } };
    if (url.endsWith('/form/5/magic-assign') && assign) {
      const body = JSON.parse(init?.body as string) as unknown;
      posts.push(body);
      return assign(body);
    }
    return undefined;
  });
  return { posts, form };
}

async function fillAndAssign() {
  fireEvent.change(await screen.findByLabelText(/First Name/), { target: { value: 'Dot' } });
  fireEvent.change(screen.getByLabelText(/Last Name/), { target: { value: 'Nguyen' } });
  fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'dot@example.test' } });
  fireEvent.change(screen.getByLabelText(/Phone/), { target: { value: '0400 000 000' } });
  fireEvent.click(screen.getByRole('button', { name: 'Assign Customer' }));
}

describe('Assign Customer (magic-form.customer)', () => {
  it("is titled 'Assign Customer' with Next held; assigning toasts the spec message and retitles it 'Customer'", async () => {
    const { posts, form } = serve(unassigned, () => ({
      status: 200,
      body: { data: { magic: live, formConsumer: form.formConsumer, emailStatus: 'queued' } },
    }));
    renderAt('/corporate/magic-form/5/customer');
    expect(await screen.findByRole('heading', { name: 'Assign Customer', level: 2 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Assign Customer' })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(true);
    expect(screen.getByText('Assign a customer to continue.')).toBeTruthy();

    await fillAndAssign();
    expect(await screen.findByText('Customer Assigned! Magic Link Email on its way')).toBeTruthy();
    expect(posts).toEqual([
      { firstName: 'Dot', lastName: 'Nguyen', email: 'dot@example.test', phone: '0400 000 000' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Customer', level: 2 })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Customer' })).toBeTruthy();
    expect(screen.queryByText('Assign a customer to continue.')).toBeNull();
  });

  it("names a blank or wrong field with the spec's words (spec §5 'Required.', 'Invalid e-mail.'), not zod's", async () => {
    const { posts } = serve(unassigned, () => ({ status: 500, body: {} }));
    renderAt('/corporate/magic-form/5/customer');
    // A first name of spaces is blank once trimmed; the e-mail has no domain.
    fireEvent.change(await screen.findByLabelText(/First Name/), { target: { value: '   ' } });
    fireEvent.change(screen.getByLabelText(/Last Name/), { target: { value: 'Nguyễn' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'duc.nguyen@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign Customer' }));
    const first = screen.getByLabelText(/First Name/);
    await waitFor(() => expect(first.getAttribute('aria-invalid')).toBe('true'));
    const hint = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint(first)?.textContent).toBe('Required.');
    expect(hint(screen.getByLabelText(/E-mail/))?.textContent).toBe('Invalid e-mail.');
    expect(screen.queryByText(/Too small|expected string/)).toBeNull();
    expect(posts).toEqual([]); // nothing is sent while a field is wrong
  });

  it("a refused assign toasts 'Sending Magic Link Failed: ' with the server's message and stays unassigned", async () => {
    serve(unassigned, () => ({
      status: 502,
      body: { error: { code: 'ERROR', message: 'Mail server unavailable' } },
    }));
    renderAt('/corporate/magic-form/5/customer');
    await fillAndAssign();
    expect(await screen.findByText('Sending Magic Link Failed: Mail server unavailable')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Assign Customer', level: 2 })).toBeTruthy();
  });

  it('a link whose e-mail could not be sent is assigned but toasts the failure, not the success', async () => {
    const { form } = serve(unassigned, () => ({
      status: 200,
      body: { data: { magic: live, formConsumer: form.formConsumer, emailStatus: 'failed' } },
    }));
    renderAt('/corporate/magic-form/5/customer');
    await fillAndAssign();
    expect(await screen.findByText(/^Sending Magic Link Failed: /)).toBeTruthy();
    expect(screen.queryByText('Customer Assigned! Magic Link Email on its way')).toBeNull();
  });

  it('does not send an invalid e-mail', async () => {
    const { posts } = serve(unassigned, () => ({ status: 500, body: {} }));
    renderAt('/corporate/magic-form/5/customer');
    fireEvent.change(await screen.findByLabelText(/First Name/), { target: { value: 'Dot' } });
    fireEvent.change(screen.getByLabelText(/Last Name/), { target: { value: 'Nguyen' } });
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Assign Customer' }));
    await waitFor(() => expect(screen.getByLabelText(/E-mail/).getAttribute('aria-invalid')).toBe('true'));
    expect(posts).toHaveLength(0);
  });
});

describe('the magic route set', () => {
  it('orders status, properties, each internal village, customer, results; results disabled with zero PDFs', async () => {
    // An external option has no magic route (spec §2.1 property/int-{villageId} only): it gets no step.
    mockFetch((url, init) =>
      url.endsWith('/form/5') && !init?.body
        ? {
            status: 200,
            body: { data: formResponse({ magic: live, villagesExternal: [externalVillage()] }) },
          }
        : undefined,
    );
    renderAt('/corporate/magic-form/5/status');
    const bar = await screen.findByRole('navigation', { name: 'Form steps' });
    const tabs = within(bar).getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-label'))).toEqual([
      'Magic Link Status',
      'Properties',
      'Sunny Grove Village, Sunny Grove licence',
      'Customer',
      'Results',
    ]);
    expect((tabs[4] as HTMLButtonElement).disabled).toBe(true);
  });

  it('with a PDF, results can be opened', async () => {
    serve({ ...live, magicPdfs: 1 });
    renderAt('/corporate/magic-form/5/status');
    const bar = await screen.findByRole('navigation', { name: 'Form steps' });
    expect(within(bar).getByRole<HTMLButtonElement>('tab', { name: 'Results' }).disabled).toBe(false);
  });

  it('results of a form with no PDF, opened by address, go to the status screen', async () => {
    serve(live);
    const router = renderAt('/corporate/magic-form/5/results');
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/magic-form/5/status'));
  });

  it('a magic form opened in the staff set goes to magic-form.status (spec §2.2)', async () => {
    serve(live);
    const router = renderAt('/corporate/form/5/properties');
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/magic-form/5/status'));
  });

  it('an ordinary form opened in the magic set goes to form.villages (spec §2.2)', async () => {
    mockFetch((url, init) =>
      url.endsWith('/form/5') && !init?.body ? { status: 200, body: { data: formResponse() } } : undefined,
    );
    const router = renderAt('/corporate/magic-form/5/status');
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/form/5/properties'));
  });
});

describe('Make a magic copy (spec §7 magic-clone)', () => {
  it('copies an ordinary form into a new magic form and opens its status', async () => {
    const clones: string[] = [];
    mockFetch((url, init) => {
      if (url.endsWith('/form/5') && !init?.body) return { status: 200, body: { data: formResponse() } };
      if (url.endsWith('/form/5/magic-clone')) {
        clones.push(url);
        return { status: 200, body: { data: { newFormId: 77 } } };
      }
      if (url.endsWith('/form/77') && !init?.body)
        return { status: 200, body: { data: formResponse({ magic: unassigned }) } };
      return undefined;
    });
    const router = renderAt('/corporate/form/5/properties');
    fireEvent.click(await screen.findByRole('button', { name: 'Make a magic copy' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/corporate/magic-form/77/status'));
    expect(clones).toHaveLength(1);
    expect(await screen.findByText('Clone successful')).toBeTruthy();
  });

  it('is not offered when the corporate has magic links off', async () => {
    mockFetch((url, init) =>
      url.endsWith('/form/5') && !init?.body ? { status: 200, body: { data: formResponse() } } : undefined,
    );
    const corp = { ...makeSession().corp, magicEnabled: false };
    renderRoutesAt(formRoutes, '/corporate/form/5/properties', {}, { corp });
    expect(await screen.findByRole('link', { name: 'Current Details' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Make a magic copy' })).toBeNull();
  });
});

describe('staff edits while the link is live (spec §4)', () => {
  it('says why and turns off the properties page while Live, not once Completed', async () => {
    serve(live);
    renderAt('/corporate/magic-form/5/properties');
    expect(await screen.findByText(MESSAGES.magic.staffBlocked)).toBeTruthy();
    const add = await screen.findByRole('button', { name: /Add a village/ });
    expect(add.matches(':disabled')).toBe(true);
  });

  it('leaves the page editable once the customer has completed', async () => {
    serve({ ...live, magicStatus: 'MAGIC_COMPLETED', magicCompletedAt: '2026-11-25T10:00:00Z' });
    renderAt('/corporate/magic-form/5/properties');
    const add = await screen.findByRole('button', { name: /Add a village/ });
    expect(add.matches(':disabled')).toBe(false);
    expect(screen.queryByText(MESSAGES.magic.staffBlocked)).toBeNull();
  });
});

describe('the client decision of a magic form (spec §4, §8)', () => {
  it('on Results, is held with the not-completed message until the client completes', async () => {
    serve({ ...live, magicPdfs: 1 });
    renderAt('/corporate/magic-form/5/results');
    expect((await screen.findByTestId('decision-blocked')).textContent).toBe(
      'Cannot set client decision until client is completed with magic link',
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Set client decision' }).disabled).toBe(
      true,
    );
  });
});

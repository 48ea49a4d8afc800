import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { mockFetch } from '../../../test/fixtures.ts';
import { renderAt } from '../testing/renderForm.tsx';
import { externalVillage, formResponse, internalVillage } from '../../../test/formData.ts';

afterEach(() => vi.unstubAllGlobals());

function serve(form: ReturnType<typeof formResponse>, posts: { url: string; body: unknown }[] = []) {
  mockFetch((url, init) => {
    if (url.endsWith('/form/5') && !init?.body) return { status: 200, body: { data: form } };
    if (/\/form\/5\/village\/[12]\/\d+$/.test(url)) {
      const body = JSON.parse(init?.body as string) as { data: Record<string, unknown>; version: number };
      posts.push({ url, body });
      const v = url.includes('/village/1/') ? form.villagesInternal[0]! : form.villagesExternal[0]!;
      return { status: 200, body: { data: { updated: { ...v, ...body.data }, version: body.version + 1 } } };
    }
    return undefined;
  });
  return posts;
}

describe('internal option', () => {
  it('uses the corporate rename for the charge label and unselects a contract with the form version', async () => {
    const posts = serve(
      formResponse({
        corporate: { ...formResponse().corporate, renameChargeFeesRent: 'General Service Charge' },
      }),
    );
    renderAt('/corporate/form/5/property/int-11');
    expect(await screen.findByRole('heading', { name: 'General Service Charge' })).toBeTruthy();
    expect(screen.queryByLabelText('Stamp duty')).toBeNull(); // licence, not strata
    fireEvent.click(screen.getByRole('checkbox', { name: 'Sunny Grove licence' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toEqual({
      url: expect.stringMatching(/\/form\/5\/village\/1\/11$/) as string,
      body: { data: { selectedContracts: [] }, version: 3 },
    });
  });

  it('asks for stamp duty when the owner type is strata', async () => {
    serve(formResponse({ villagesInternal: [internalVillage({ ownerType: 'Strata' })] }));
    renderAt('/corporate/form/5/property/int-11');
    expect(await screen.findByLabelText('Stamp duty')).toBeTruthy();
  });
});

describe('external option', () => {
  it("shows 'When sold' for a 0 repayment timeframe and enters the DMF as percents, sent as fractions", async () => {
    const posts = serve(formResponse({ villagesExternal: [externalVillage()] }));
    renderAt('/corporate/form/5/property/ext-21');
    expect(await screen.findByText('When sold')).toBeTruthy();
    // 11 yearly values per schedule: years 1–10 and 15.
    const dmf = screen.getByRole('group', { name: /^DMF/ });
    const year15 = Array.from(dmf.querySelectorAll('input'))[10]!;
    fireEvent.focus(year15);
    fireEvent.change(year15, { target: { value: '36' } });
    fireEvent.blur(year15);
    await waitFor(() => expect(posts).toHaveLength(1));
    const sent = (posts[0]!.body as { data: { dmf: number[] } }).data.dmf;
    expect(sent).toHaveLength(11);
    expect(sent[10]).toBeCloseTo(0.36, 10);
    expect(sent.slice(0, 10)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});

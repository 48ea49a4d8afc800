/**
 * User-facing legal text, written from the legal position of spec §1 (estimates only, Age Pension only, the
 * cases it cannot handle, the 5-year gifting rule, not advice, release of the operator, legislated rates
 * revised on 1 January, 20 March, 1 July and 20 September, Victorian law, acceptance before use).
 * Used by the consent dialogs, /legal and /disclaimer so the same words appear everywhere.
 */
import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';

export const RATE_REVISION_DATES = ['1 January', '20 March', '1 July', '20 September'] as const;
/** '1 January, 20 March, 1 July and 20 September' */
export const RATE_REVISIONS_TEXT = `${RATE_REVISION_DATES.slice(0, -1).join(', ')} and ${RATE_REVISION_DATES.at(-1)}`;

const P = ({ children }: { children: ReactNode }) => <Typography sx={{ mb: 1.5 }}>{children}</Typography>;
const Items = ({ items }: { items: readonly ReactNode[] }) => (
  <Typography component="ul" sx={{ pl: 3, mt: 0, mb: 1.5 }}>
    {items.map((item, i) => (
      <li key={i}>{item}</li>
    ))}
  </Typography>
);

export const LIMITATIONS: readonly string[] = [
  'It covers the Age Pension only; other pensions and allowances are not assessed.',
  'It cannot model a retained former home, other pensions, or members of a couple who live separately (for example for illness).',
  'The pension assessment does not include gifts or deprived assets made within the last 5 years.',
  'Results are estimates based on the details entered and on general illustrations in present-value terms.',
];

export function PurposeText() {
  return (
    <P>
      This tool helps advisers and their customers compare staying at home with moving to a retirement village
      or land-lease community. It estimates Age Pension and Rent Assistance entitlements, Support at Home care
      contributions, ongoing costs and the exit entitlement after a number of years, and produces summary
      reports.
    </P>
  );
}

export function LimitationsText() {
  return (
    <>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        Limitations of the product
      </Typography>
      <Items items={LIMITATIONS} />
    </>
  );
}

export function AssumptionsText() {
  return (
    <>
      <P>
        Figures are general illustrations in present-value terms, calculated from the details entered by the
        user. They are only as accurate as those details.
      </P>
      <P>
        Age Pension, Rent Assistance and Home Care Package / Support at Home rates follow the legislation in
        force and are revised on {RATE_REVISIONS_TEXT} each year. Updates to the tool may lag legislative
        changes.
      </P>
    </>
  );
}

export function KeyTermsText() {
  return (
    <Items
      items={[
        <>
          <strong>Ingoing contribution</strong>: the amount paid to enter a village or community.
        </>,
        <>
          <strong>Deferred management fee (DMF)</strong>: a fee deducted on exit, usually a percentage of the
          ingoing contribution or resale price that grows with the years of residence.
        </>,
        <>
          <strong>Exit entitlement</strong>: what the resident receives back on leaving, after exit fees.
        </>,
        <>
          <strong>Recurrent charges / site fees</strong>: ongoing fees for services and upkeep.
        </>,
        <>
          <strong>Rent Assistance</strong>: a Centrelink payment towards rent or site fees for eligible
          pensioners.
        </>,
        <>
          <strong>Support at Home</strong>: the government-funded in-home aged care program; participants may
          pay a contribution.
        </>,
      ]}
    />
  );
}

export function DisclaimerText() {
  return (
    <>
      <P>
        The calculator gives estimates only. It is not financial, legal or taxation advice and does not take
        your objectives, financial situation or needs into account. You should seek independent professional
        advice before making any decision.
      </P>
      <P>
        No warranty is given that the results are accurate, complete or current, and the tool may lag
        legislative changes. To the extent permitted by law, you release the operator's company from all
        claims arising from use of the tool or reliance on its results.
      </P>
    </>
  );
}

export function PrivacyText() {
  return (
    <P>
      Customer details entered in this tool are used only to prepare the comparison and reports requested by
      the adviser. They are stored securely, are visible only to staff permitted to see them, and are not sold
      or shared with third parties except where the law requires.
    </P>
  );
}

export function TermsOfUseText() {
  return (
    <>
      <P>
        By using this tool you agree to these Terms of Use. The tool is provided to authorised staff to
        prepare estimates and reports for customers considering retirement-living options.
      </P>
      {/* The limits say once that results are estimates and cover the Age Pension only. */}
      <P>What the tool does and does not do:</P>
      <Items items={LIMITATIONS} />
      <P>
        Rates follow the legislation and are revised on {RATE_REVISIONS_TEXT} each year. Keep your sign-in
        details private and use the tool only for its intended purpose.
      </P>
      <P>These terms are governed by the law of Victoria, Australia.</P>
      <P>You must accept the Terms of Use and the Disclaimer before using the tool.</P>
    </>
  );
}

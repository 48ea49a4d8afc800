/**
 * The FAQ of Resources › software: questions advisers ask about the product, answered in the limited
 * rich text of ../rich-text.ts (docs/adr/0012), so the web draws them with the report content preview. The figures
 * quoted are the rates the engine has loaded (docs/rates-changelog.md; packages/engine/parameters), with the date
 * each took effect; the rules are those the engine applies (packages/engine, docs/ARCHITECTURE.md).
 * Written for this product: when a rate or rule changes, change the answer here with it.
 */

export interface FaqEntry {
  /** Stable id, for links and list keys. */
  id: string;
  topic: FaqTopic;
  question: string;
  /** Limited rich text (paragraphs, lists, **bold**, links). */
  answer: string;
}

export const FAQ_TOPICS = ['Screens', 'Calculations', 'Rates and sources', 'Reports'] as const;
export type FaqTopic = (typeof FAQ_TOPICS)[number];

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'home',
    topic: 'Screens',
    question: 'What does the Home screen show?',
    answer: `Home lists the reports you may see: your own, your communities' or the whole operator's, depending on your role. Search by client or partner name, sort by any column and page through 25, 50 or 100 at a time.

Each row shows the community, when the report was created and last changed, and its status: **No PDF Generated**, **Awaiting Decision**, **Decided To Buy** or **Decided Not To Buy**. The row's menu records the client's decision, copies the report or deletes it.`,
  },
  {
    id: 'create-report',
    topic: 'Screens',
    question: 'How do I create a report?',
    answer: `Choose **Create Report**, pick the community and start. The report then walks through its steps in order:

1. **Properties**: the options to compare (up to two of your community's contracts and one external property, three in all).
2. Each option's page: the contract terms, fees, services and the client's ratings.
3. **Customer Details**: the household, assets, income and care needs.
4. **Current Details**: the home they live in now and what it costs.
5. **Summary** and **Results**: the comparison, the charts and the PDFs.

Everything saves as you type; you can leave and come back at any step.`,
  },
  {
    id: 'options',
    topic: 'Screens',
    question: 'What is the difference between an internal and an external option?',
    answer: `An **internal** option is one of your community's contracts: its terms (entry price, fees, the deferred management fee schedule, capital gain share, exit costs) come from the contract your administrators set up, so you only choose the contract and the home's price.

An **external** option is another village or land-lease community the client is considering. You type its terms yourself, including the 11 yearly DMF values (years 1 to 10 and 15), so both are compared on the same rules.`,
  },
  {
    id: 'customer-details',
    topic: 'Screens',
    question: 'What do Customer Details and Current Details need?',
    answer: `**Customer Details** holds the client (and partner): names, dates of birth, address, the home's market value, personal and investment assets, other income, the pension type and, for care, the Support at Home level and how services split between clinical care, independence and everyday living.

**Current Details** describes staying at home: living, home, travel and entertainment, and health and wellness expenses, and the home's growth and selling costs. These are the figures of the "stay at home" column.`,
  },
  {
    id: 'magic-links',
    topic: 'Screens',
    question: 'What is a magic link?',
    answer: `A magic link lets the client fill in their own details at home. From a report, assign the client's e-mail: they receive a link that opens only that report, for a limited time. You see its state on **Magic Link Status** (Awaiting Details, Live, Completed, Expired, Cancelled) and can resend it (a new link replaces the old one), cancel it or make it expire now. The link page never signs anyone in by itself: the client must press Continue, so an e-mail scanner following the link cannot use it up.`,
  },
  {
    id: 'decisions',
    topic: 'Screens',
    question: 'How do I record what the client decided?',
    answer: `Once a PDF has been made the report is **Awaiting Decision**. Use the decision menu on Home or on Results to record **Decided To Buy** (choosing the contract) or **Decided Not To Buy** (with the reason). Analytics counts these decisions, so record them when you hear back.`,
  },
  {
    id: 'age-pension',
    topic: 'Calculations',
    question: 'How is the Age Pension worked out?',
    answer: `The engine runs both tests Services Australia uses and keeps the **lower** rate:

- **Income test**: income above the free area ($226 a fortnight single, $396 combined for a couple, from 1 July 2026) reduces the pension by 50 cents in the dollar (25 cents each for a couple). Financial assets count through deeming, not their actual return.
- **Assets test**: assets above the free area reduce the pension by $3 a fortnight for every $1,000 (combined for a couple), counted in whole $250 steps. From 1 July 2026 the free areas are $333,000 single and $499,000 couple for homeowners, $600,000 and $766,000 for non-homeowners.

The maximum it starts from includes the pension and energy supplements: $1,237.70 a fortnight single and $933.00 each for a couple from 20 September 2026. The Summary's notes show each option's working for the first year.`,
  },
  {
    id: 'homeowner',
    topic: 'Calculations',
    question: 'Is the client a homeowner in each option?',
    answer: `It depends on the option, as it does for Services Australia:

- Staying at home, a strata unit and a land-lease home: homeowner (the home is not an asset).
- A leasehold or licence village: homeowner only when the entry contribution is more than the **extra allowable amount** (the gap between the non-homeowner and homeowner free areas, $267,000 from 1 July 2026). Otherwise the client is a non-homeowner, the contribution counts as an asset and the village fees count as rent.
- A rental village: non-homeowner, and the rent counts for Rent Assistance.`,
  },
  {
    id: 'deeming',
    topic: 'Calculations',
    question: 'What is deeming?',
    answer: `Deeming assumes financial assets earn a set rate whatever they really earn. From 20 September 2026 the first $66,800 (single) or $110,600 (pensioner couple, combined) is deemed to earn 1.75 % a year and the rest 3.75 %. The deemed income goes into the income test. A leasehold village's entry contribution that makes the client a non-homeowner is assessed as an asset but is not deemed.`,
  },
  {
    id: 'rent-assistance',
    topic: 'Calculations',
    question: 'When is Rent Assistance paid, and how much?',
    answer: `Rent Assistance is added for a client who pays rent, site fees or village fees as a non-homeowner, and for land-lease site fees. It pays 75 cents for each dollar of rent above the threshold, up to the maximum. From 20 March 2026: single threshold $154.80 and maximum $219.40 a fortnight; couple threshold $250.80 and maximum $206.80 a fortnight combined.`,
  },
  {
    id: 'dmf',
    topic: 'Calculations',
    question: 'How are the DMF and the exit entitlement calculated?',
    answer: `The **deferred management fee** is a cumulative percentage that grows with the years lived in the village, pro-rata by day between the contract's yearly values (years 1 to 10, and 15 for land-lease), applied to the entry price or the resale price as the contract says.

The **exit entitlement** at each horizon (1, 2, 5 and 10 years; 15 for land-lease) is the resale price at the growth assumed, less the DMF and any second scheduled exit charge, plus or minus the client's share of the capital gain or loss, less refurbishment, sales, reinstatement, administration and legal costs as the contract shares them. Strata and land-lease homes are sold by the resident.`,
  },
  {
    id: 'support-at-home',
    topic: 'Calculations',
    question: 'How are Support at Home contributions estimated?',
    answer: `From 1 November 2025 Support at Home replaced Home Care Packages. The client's classification (levels 1 to 8) gives a quarterly budget; 10 % of it goes to care management. The client contributes a share of each service's price by type:

- **Clinical care**: nothing.
- **Independence**: 5 % for a full pensioner, 50 % for a self-funded retiree.
- **Everyday living**: 17.5 % for a full pensioner, 80 % for a self-funded retiree.

Part-pensioners and Commonwealth Seniors Health Card holders pay rates in between, set by their means assessment; the product estimates them and you can type the client's actual rates from their Services Australia letter. People approved for a Home Care Package by 12 September 2024 are kept "no worse off".`,
  },
  {
    id: 'rates-source',
    topic: 'Rates and sources',
    question: 'Where do the rates come from, and how current are they?',
    answer: `Every rate is stored with the date it takes effect and its source: Services Australia and the Department of Social Services for the Age Pension, deeming and Rent Assistance; the Department of Health, Disability and Ageing for Support at Home. Pension rates change on 20 March and 20 September, thresholds on 1 July and deeming when announced.

The newest loaded are those of 20 September 2026. Each report uses the rates in force on the day its figures were calculated, and the PDF lists them with their dates.`,
  },
  {
    id: 'rates-change',
    topic: 'Rates and sources',
    question: 'What happens to my reports when rates change?',
    answer: `Nothing changes by itself: figures a client was given stay as they were. When newer rates apply, the Summary shows a notice with the headline figures on both rates; **Re-run** recalculates on today's rates, **Keep** leaves the figures and quiets the notice. Administrators can re-run every open report at once from Report Settings.`,
  },
  {
    id: 'simplified',
    topic: 'Reports',
    question: 'What does "simplified report" mean?',
    answer: `A customised report needs the client's First Name, Date of Birth, Home Market Value (Net), Personal Assets and Investment Assets (and, for a couple, the partner's First Name and Date of Birth). Without them the product cannot work out the Age Pension, Rent Assistance or care contributions, so it produces a **simplified report**: the costs of getting in, living there and leaving, without pension or care figures. The Summary names the missing details and links to them; fill them in and the full report follows.`,
  },
  {
    id: 'pdfs',
    topic: 'Reports',
    question: 'Which PDFs can I give the client?',
    answer: `Results offers two PDFs: the **Summary** report (the comparison table with the assumptions) and the **Results** report (charts of cash flow, estate position and exit entitlement, each option's details, the community's report content, the rates and their sources, and the disclaimer). They are made in the background and listed with their date, so you can download them again later.`,
  },
  {
    id: 'report-content',
    topic: 'Reports',
    question: 'Who writes the introduction and other texts in the PDFs?',
    answer: `Administrators write the operator's blocks on **Report Settings** (Introduction, About the community, What's included, Next steps, Important information); a community's managers may replace any of them for their community on its Report Content tab.`,
  },
  {
    id: 'advice',
    topic: 'Reports',
    question: 'Is the report financial advice?',
    answer: `No. It is general information that compares options on the figures entered and the rules and rates in force; it does not consider the client's objectives or needs. Suggest the client speaks to an independent financial adviser or aged-care specialist: **Find An Adviser** under Resources lists those your operator recommends.`,
  },
];

/**
 * The FAQ entries whose question or answer contains every word of `query` (letter case ignored), in their order.
 * An empty query gives every entry.
 */
export function searchFaq(entries: readonly FaqEntry[], query: string): FaqEntry[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...entries];
  return entries.filter((e) => {
    const text = `${e.question}\n${e.answer}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** /corporate/disclaimer (spec §2.1): the Disclaimer and Terms of Use inside the signed-in shell. */
import { DisclaimerArticle } from './DisclaimerArticle.tsx';

export default function CorporateDisclaimerPage() {
  return <DisclaimerArticle />;
}

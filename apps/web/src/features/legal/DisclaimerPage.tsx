/** /disclaimer: the Terms of Use and Disclaimer the user agreed to, readable at any time (public). */
import { PublicFrame } from '../../components/PublicFrame.tsx';
import { DisclaimerArticle } from './DisclaimerArticle.tsx';

export default function DisclaimerPage() {
  return (
    <PublicFrame wide>
      <DisclaimerArticle />
    </PublicFrame>
  );
}

/**
 * Resources › software (spec §2.1: FAQ, manual, webinars).
 */
import { FaqSection } from './FaqSection.tsx';
import { ManualSection } from './ManualSection.tsx';
import { WebinarsSection } from './WebinarsSection.tsx';
import { Section } from '../Section.tsx';

export default function SoftwarePage() {
  return (
    <>
      <Section id="faq" title="Frequently asked questions">
        <FaqSection />
      </Section>
      <Section id="manual" title="User manual">
        <ManualSection />
      </Section>
      <WebinarsSection />
    </>
  );
}

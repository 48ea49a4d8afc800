/**
 * Report content: the editor of the corporate's blocks (Report Settings) and of one community's
 * (the community screen's reportContent tab), and the rich text preview.
 */
export { CommunityReportContent } from './CommunityReportContent.tsx';
export { CorporateReportContent } from './CorporateReportContent.tsx';
export { RichTextView } from './RichTextView.tsx';
export { ShellContentSection } from './ShellContentSection.tsx';

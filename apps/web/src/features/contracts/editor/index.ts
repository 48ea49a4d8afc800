/** The config-driven contract editor, for the default-contract and community-contract screens. */
export { ContractEditor, type ContractEditorProps } from './ContractEditor.tsx';
export { type PreviewFetcher } from './ExitPreview.tsx';
export { changedTerms, repaymentText, shownItems } from './editorState.ts';

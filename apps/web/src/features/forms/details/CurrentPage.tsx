/** Route module for `current` (Current Details). */
import { CurrentPage } from './CustomerPages.tsx';
export default CurrentPage;

import { useParams } from 'react-router';
import { HelpCenterScreen } from '../components/help-center-screen.tsx';
import { HelpDocumentScreen } from '../components/help-document-screen.tsx';

/** `/helpcenter` (§2.10). */
export function HelpCenterPage() {
  return <HelpCenterScreen />;
}

/** `/helpcenter/guides/:key`. */
export function HelpGuidePage() {
  const { key = '' } = useParams();
  return <HelpDocumentScreen key={key} kind="guide" resourceKey={key} />;
}

/** `/helpcenter/tutorials/:key`. */
export function HelpTutorialPage() {
  const { key = '' } = useParams();
  return <HelpDocumentScreen key={key} kind="tutorial" resourceKey={key} />;
}

import { PendingScreen } from '../../components/PendingScreen.tsx';

// admin-area §2 "About page settings" (/admin/about-settings): the About fields of the settings record.
// Its two tabs come in a later release.
export const AboutSettingsPage = () => <PendingScreen title="Página Sobre" />;

import { lazy, Suspense, useEffect } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { RequireAdmin } from './components/RequireAdmin';
import { RouteErrorBoundary } from './components/RouteErrorBoundary';
import { PageSpinner } from './components/Spinner';
import { Footer } from './components/Footer';
import { TopBar } from './components/TopBar';
import { AuthProvider, useAuth } from './lib/auth-context';
import { useAccountGeneration } from './lib/use-account-generation';
import { ToastHost } from './lib/toast-host';
import { SupportLauncher } from './features/support/SupportLauncher';

// Every page is its own chunk: the first paint of / loads only the shell and the home page.
const HomePage = lazy(() => import('./features/marketing/HomePage').then((m) => ({ default: m.HomePage })));
const FeaturesPage = lazy(() => import('./features/marketing/FeaturesPage').then((m) => ({ default: m.FeaturesPage })));
const AuthPage = lazy(() => import('./features/auth/AuthPage').then((m) => ({ default: m.AuthPage })));
const WebsiteGeneratorPage = lazy(() =>
  import('./features/website/WebsiteGeneratorPage').then((m) => ({ default: m.WebsiteGeneratorPage })),
);
const ChatPage = lazy(() => import('./features/chat/ChatPage').then((m) => ({ default: m.ChatPage })));
const FilesPage = lazy(() => import('./features/files/FilesPage').then((m) => ({ default: m.FilesPage })));
const ImagesPage = lazy(() => import('./features/images/ImagesPage').then((m) => ({ default: m.ImagesPage })));
const ImageEditorPage = lazy(() => import('./features/images/editor/ImageEditorPage').then((m) => ({ default: m.ImageEditorPage })));
const SharedChatPage = lazy(() => import('./features/chat/SharedChatPage').then((m) => ({ default: m.SharedChatPage })));
const AutomationPage = lazy(() => import('./features/automation/AutomationPage').then((m) => ({ default: m.AutomationPage })));
const CalendarPage = lazy(() => import('./features/automation/calendar/CalendarPage').then((m) => ({ default: m.CalendarPage })));
const ReviewPage = lazy(() => import('./features/automation/review/ReviewPage').then((m) => ({ default: m.ReviewPage })));
const ConnectionsPage = lazy(() => import('./features/automation/ConnectionsPage').then((m) => ({ default: m.ConnectionsPage })));
const ModelsPage = lazy(() => import('./features/models/ModelsPage').then((m) => ({ default: m.ModelsPage })));
const ApiSettingsPage = lazy(() => import('./features/api-settings/ApiSettingsPage').then((m) => ({ default: m.ApiSettingsPage })));
const AdminModelsPage = lazy(() => import('./features/admin/AdminModelsPage').then((m) => ({ default: m.AdminModelsPage })));
const AdminSupportPage = lazy(() => import('./features/admin/AdminSupportPage').then((m) => ({ default: m.AdminSupportPage })));
const UpgradePage = lazy(() => import('./features/upgrade/UpgradePage').then((m) => ({ default: m.UpgradePage })));
const TermsPage = lazy(() => import('./features/legal/LegalPage').then((m) => ({ default: m.TermsPage })));
const PrivacyPage = lazy(() => import('./features/legal/LegalPage').then((m) => ({ default: m.PrivacyPage })));
const GuidePage = lazy(() => import('./features/guide/GuidePage').then((m) => ({ default: m.GuidePage })));
const NotFoundPage = lazy(() => import('./components/NotFoundPage').then((m) => ({ default: () => <m.NotFoundPage /> })));

function Routes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />
      <Route path="/features" component={FeaturesPage} />
      <Route path="/auth" component={AuthPage} />
      <Route path="/website-generator" component={WebsiteGeneratorPage} />
      <Route path="/chat" component={ChatPage} />
      <Route path="/files" component={FilesPage} />
      <Route path="/images" component={ImagesPage} />
      <Route path="/images/:id/edit">{(params) => <ImageEditorPage id={params.id} />}</Route>
      <Route path="/share/:id">{(params) => <SharedChatPage id={params.id} />}</Route>
      <Route path="/automation">
        <AutomationPage />
      </Route>
      <Route path="/automation/calendar" component={CalendarPage} />
      <Route path="/automation/review" component={ReviewPage} />
      {/* After the calendar and review pages: a template's own address (/automation/blog, youtube, social). */}
      <Route path="/automation/:template">{(params) => <AutomationPage template={params.template} />}</Route>
      <Route path="/connections" component={ConnectionsPage} />
      <Route path="/models" component={ModelsPage} />
      <Route path="/api-settings" component={ApiSettingsPage} />
      <Route path="/admin/models">
        <RequireAdmin>
          <AdminModelsPage />
        </RequireAdmin>
      </Route>
      <Route path="/admin/support">
        <RequireAdmin>
          <AdminSupportPage />
        </RequireAdmin>
      </Route>
      <Route path="/upgrade" component={UpgradePage} />
      <Route path="/terms" component={TermsPage} />
      <Route path="/privacy" component={PrivacyPage} />
      <Route path="/guide">
        <GuidePage />
      </Route>
      <Route path="/guide/:page">{(params) => <GuidePage page={params.page} />}</Route>
      <Route component={NotFoundPage} />
    </Switch>
  );
}

/** Scrolls to the top on navigation and sends a password-reset visitor, or one whose e-mailed link failed, to /auth. */
function NavigationEffects() {
  const [location, navigate] = useLocation();
  const { passwordRecovery, linkProblem, loading } = useAuth();

  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);

  // Waits for auth to load: navigating earlier would drop the link's session from the URL.
  useEffect(() => {
    if ((passwordRecovery || linkProblem) && !loading && location !== '/auth') navigate('/auth', { replace: true });
  }, [passwordRecovery, linkProblem, loading, location, navigate]);

  return null;
}

/** A failing page shows a way out instead of a blank screen; another area of the app, or another account, starts afresh. */
function GuardedRoutes() {
  const [location] = useLocation();
  const generation = useAccountGeneration();
  return (
    <RouteErrorBoundary key={`${generation}:${location.split('/')[1]}`}>
      <Suspense fallback={<PageSpinner />}>
        <Routes />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function App() {
  return (
    <AuthProvider>
      <NavigationEffects />
      <TopBar />
      <main id="main" tabIndex={-1} className="min-h-dvh pt-16 focus:outline-none">
        <GuardedRoutes />
      </main>
      <Footer />
      <SupportLauncher />
      <ToastHost />
    </AuthProvider>
  );
}

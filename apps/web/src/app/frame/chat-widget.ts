/**
 * The configured chat vendor's widget (CHAT_WIDGET_URL; prospecting-core §2.2 CHAT chip): its script is loaded
 * on the first click of the chip (the Content-Security-Policy allows exactly that origin), then opened through
 * whichever of the common widget APIs it exposes (Intercom, Crisp, Tawk.to, HubSpot, Zendesk, Drift).
 */

type WidgetWindow = Window & {
  Intercom?: (command: string) => void;
  $crisp?: unknown[][];
  Tawk_API?: { maximize?: () => void };
  HubSpotConversations?: { widget?: { open?: () => void; load?: () => void } };
  zE?: (scope: string, command: string) => void;
  drift?: { api?: { openChat?: () => void } };
};

let loading: Promise<void> | null = null;

function loadScript(url: string): Promise<void> {
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.id = 'chat-widget-script';
    script.onload = () => resolve();
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('The chat could not be loaded'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/** Opens the vendor's chat if it exposes a known API; true when one answered. */
export function openLoadedWidget(target: WidgetWindow = window as WidgetWindow): boolean {
  if (typeof target.Intercom === 'function') target.Intercom('show');
  else if (Array.isArray(target.$crisp)) target.$crisp.push(['do', 'chat:open']);
  else if (target.Tawk_API?.maximize) target.Tawk_API.maximize();
  else if (target.HubSpotConversations?.widget?.open) target.HubSpotConversations.widget.open();
  else if (typeof target.zE === 'function') target.zE('messenger', 'open');
  else if (target.drift?.api?.openChat) target.drift.api.openChat();
  else return false;
  return true;
}

/** Loads (once) and opens the chat widget; rejects when its script cannot be loaded. */
export async function openChatWidget(url: string): Promise<void> {
  await loadScript(url);
  openLoadedWidget();
}

import { Component, type ReactNode } from "react";
import { useTranslation } from "../../lib/i18n/translations";
import { reportClientError } from "../../lib/monitoring";

interface Props {
  /** The part's name in the error report ("configurator", "listing-results"). */
  part: string;
  /** Where "try again" leads: the page's own URL, rendered afresh by the server. */
  retryHref: string;
  children: ReactNode;
}

/**
 * A part of a page that can fail alone in the browser (a live update whose answer breaks its render):
 * the part says so in place with a way to load the page again, the rest of the page stays, and the
 * error is reported through the tunnel (spec §8). On the server a failure is the route's error page,
 * as a loader's would be.
 */
export class PartBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error) {
    reportClientError({
      kind: "part-render",
      message: error.message,
      component: this.props.part,
      ...(error.stack ? { stack: error.stack } : {}),
    });
  }

  override render() {
    return this.state.failed ? <PartFailed retryHref={this.props.retryHref} /> : this.props.children;
  }
}

function PartFailed({ retryHref }: { retryHref: string }) {
  const { t } = useTranslation("common");
  return (
    <div className="part-failed" role="alert">
      <p>{t("partFailed.message")}</p>
      <p>
        <a href={retryHref}>{t("partFailed.retry")}</a>
      </p>
    </div>
  );
}

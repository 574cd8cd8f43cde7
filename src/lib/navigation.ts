// Navigation from outside React (the HTTP client's 401 and 801 behaviour). The app
// registers the router's navigate; before that, a full page load does the job.
type Navigate = (href: string, options?: { replace?: boolean }) => void;

let navigate: Navigate = (href, options) => {
  if (options?.replace) window.location.replace(href);
  else window.location.assign(href);
};

export function setNavigator(next: Navigate): void {
  navigate = next;
}

export function navigateTo(href: string, options?: { replace?: boolean }): void {
  navigate(href, options);
}

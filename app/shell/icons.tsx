/** Decorative, so hidden from assistive technology. */

function Icon({ size = 20, children }: { size?: number; children: React.ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const pathIcon = (paths: readonly string[], size?: number) =>
  function PathIcon() {
    return (
      <Icon size={size}>
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </Icon>
    );
  };

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </Icon>
);

export const ChevronDownIcon = pathIcon(["m6 9 6 6 6-6"], 16);

export const MenuIcon = pathIcon(["M4 7h16M4 12h16M4 17h16"], 24);

export const CloseIcon = pathIcon(["M6 6l12 12M18 6 6 18"], 24);

export const ArrowUpIcon = pathIcon(["M12 19V5M5 12l7-7 7 7"], 22);

export const UserIcon = () => (
  <Icon size={22}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </Icon>
);

export const WhatsAppIcon = pathIcon([
  "M3 21l1.7-5A8.5 8.5 0 1 1 8 19.3z",
  "M9 9.5c.3 2.5 2.5 4.7 5 5l1.2-1.2 2 1-.5 1.7c-4 .3-8.5-4.2-8.2-8.2L10.2 7l1 2z",
]);

export const MailIcon = () => (
  <Icon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </Icon>
);

export const PhoneIcon = pathIcon([
  "M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2",
]);

/** A light inline illustration (no image request) of a pair of glasses for the login panel. */
export function GlassesVisual({ color }: { color: string }) {
  return (
    <svg width="260" height="120" viewBox="0 0 260 120" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="lens" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffffff" stopOpacity="0.28" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0.04" />
        </linearGradient>
      </defs>
      <path d="M8 44 L34 36" stroke={color} strokeWidth="6" strokeLinecap="round" />
      <path d="M252 44 L226 36" stroke={color} strokeWidth="6" strokeLinecap="round" />
      <rect
        x="30"
        y="30"
        width="84"
        height="62"
        rx="26"
        fill="url(#lens)"
        stroke={color}
        strokeWidth="7"
      />
      <rect
        x="146"
        y="30"
        width="84"
        height="62"
        rx="26"
        fill="url(#lens)"
        stroke={color}
        strokeWidth="7"
      />
      <path
        d="M114 52 Q130 38 146 52"
        fill="none"
        stroke={color}
        strokeWidth="7"
        strokeLinecap="round"
      />
      <path
        d="M48 48 L66 42"
        stroke="#fff"
        strokeOpacity="0.6"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <path
        d="M164 48 L182 42"
        stroke="#fff"
        strokeOpacity="0.6"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

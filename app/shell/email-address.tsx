import { Fragment, type ReactNode } from "react";

const ADDRESS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * An e-mail address that may break after its @ and its dots, never inside a word: "pmt@portal.test"
 * is never "pmt@port" and "al.test" on two lines (`.email-address` in base.css).
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=[@.])/);
  return (
    <span className="email-address">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the address's parts, in their order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/** Text that may hold e-mail addresses (an audit line, a reason), each as an EmailAddress. */
export function WithAddresses({ text }: { text: string }): ReactNode {
  const pieces: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(ADDRESS)) {
    pieces.push(text.slice(last, match.index));
    pieces.push(<EmailAddress key={match.index} address={match[0]} />);
    last = match.index + match[0].length;
  }
  if (last === 0) return text;
  pieces.push(text.slice(last));
  return pieces;
}

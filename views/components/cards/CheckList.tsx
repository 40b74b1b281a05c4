import { Icon } from '../icons';

export interface CheckListItem {
  title: string;
  text: string;
}

/** Reasons or promises, each a ticked heading with a sentence under it. */
export function CheckList({ items }: { items: CheckListItem[] }) {
  return (
    <ul className="reasons">
      {items.map((item) => (
        <li key={item.title}>
          <Icon name="check" />
          <div>
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

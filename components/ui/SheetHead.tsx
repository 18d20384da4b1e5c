import { CloseIcon } from './icons/nav';
import sheet from './Sheet.module.css';

/** A bottom sheet's header row: its title and the close button (关闭). */
export function SheetHead({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <div className={sheet.head}>
      <h2>{title}</h2>
      <button type="button" aria-label="关闭" onClick={onClose}>
        <CloseIcon size={16} />
      </button>
    </div>
  );
}

import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { couponActions } from '../state/coupon-slice';
import { selectBlockIds } from './slip-selectors';
import styles from './BetRow.module.css';

/** The next block a bet may open: one past the highest, so ids never collide. */
export const nextBlockId = (blockIds: readonly number[]) => (blockIds.length === 0 ? 0 : Math.max(...blockIds) + 1);

/** System with blocks: the block a bet belongs to, or a new one. Blocks are numbered as the slip lists them. */
export function BlockSelect({ marketId, blockId }: { marketId: string; blockId: number }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const id = useId();
  const blockIds = useSelector(selectBlockIds);
  const choices = [...blockIds, nextBlockId(blockIds)];
  return (
    <div className={styles.block}>
      <label htmlFor={id} className={styles.blockLabel}>
        {t('coupon_slip_block')}
      </label>
      <select
        id={id}
        className={styles.blockSelect}
        value={blockId}
        onChange={(event) => dispatch(couponActions.betBlockChanged({ marketId, blockId: Number(event.target.value) }))}
      >
        {choices.map((choice, index) => (
          <option key={choice} value={choice}>
            {t('coupon_slip_block_n', { n: index + 1 })}
          </option>
        ))}
      </select>
    </div>
  );
}

import { Icon } from '../Icon/Icon';
import * as styles from './FormAlert.css';

export interface FormAlertProps {
  message: string;
  /** So that fields named by the message can point at it (aria-describedby). */
  id?: string;
  testId: string;
}

/** A form's error message in a red box, announced at once (`role="alert"`). */
export function FormAlert({ message, id, testId }: FormAlertProps) {
  return (
    <div role="alert" id={id} className={styles.alert} data-testid={testId}>
      <Icon name="alert" size="small" />
      <span>{message}</span>
    </div>
  );
}

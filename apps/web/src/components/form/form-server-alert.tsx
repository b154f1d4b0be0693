import { useFormState } from 'react-hook-form';
import { FormAlert } from '@/components/form-alert';

/** The server's refusal that names no field of the form (an overlap, a rule), above the buttons. */
export function FormServerAlert() {
  const { errors } = useFormState();
  return <FormAlert message={errors.root?.server?.message} />;
}

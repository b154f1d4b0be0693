import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { ZProfileUpdateSchema, type TUserContext } from '@staffdesk/shared/schemas/users';
import type { TMasterItem } from '@staffdesk/shared/schemas/master';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldError } from '@/components/ui/field-error';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { useMasterData } from '@/lib/api/get-master-data';
import { FormButtons } from '@/components/form-footer';
import { useUpdateUserContext } from './api/update-user-context';

type ProfileInput = z.input<typeof ZProfileUpdateSchema>;
type ProfileOutput = z.output<typeof ZProfileUpdateSchema>;
type FieldName = keyof ProfileInput;

function defaultsOf(user: TUserContext): ProfileInput {
  return {
    firstname: user.firstname,
    middlename: user.middlename ?? '',
    lastname: user.lastname,
    userEmailId: user.userEmailId,
    personalEmail: user.personalEmail ?? '',
    userContactNumber: user.userContactNumber ?? '',
    emergencyContact: user.emergencyContact ?? '',
    bloodGroup: user.bloodGroup ?? '',
    maritalStatus: user.maritalStatus ?? '',
    currentAddress: user.currentAddress ?? '',
    permanentAddress: user.permanentAddress ?? '',
    bio: user.bio ?? '',
  };
}

/** The options of a pick list, keeping a stored value that the list no longer holds. */
function optionsWith(items: readonly TMasterItem[] | undefined, current: string | null): TMasterItem[] {
  const list = [...(items ?? [])];
  if (current && !list.some((item) => item.code === current)) list.push({ code: current, label: current });
  return list;
}

export function ProfileForm({ user }: { user: TUserContext }) {
  const update = useUpdateUserContext();
  const { data: master } = useMasterData();
  const form = useForm<ProfileInput, unknown, ProfileOutput>({
    resolver: zodResolver(ZProfileUpdateSchema),
    // Follows the profile when it changes elsewhere (a new picture), keeping what is being typed.
    values: defaultsOf(user),
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (context) => {
        form.reset(defaultsOf(context));
        toast.success('Your profile was saved.');
      },
    });
  });

  const describe = (name: FieldName) => ({
    id: name,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });
  const error = (name: FieldName) => <FieldError id={`${name}-error`}>{errors[name]?.message}</FieldError>;
  const text = (name: FieldName, label: string, props: { type?: string; autoComplete?: string } = {}) => (
    <div className="grid gap-2">
      <Label htmlFor={name}>{label}</Label>
      <Input
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        {...describe(name)}
        {...form.register(name)}
      />
      {error(name)}
    </div>
  );
  const select = (name: 'bloodGroup' | 'maritalStatus', label: string, items: readonly TMasterItem[] | undefined) => (
    <div className="grid gap-2">
      <Label htmlFor={name}>{label}</Label>
      <NativeSelect {...describe(name)} {...form.register(name)}>
        <option value="">Not set</option>
        {optionsWith(items, user[name]).map((item) => (
          <option key={item.code} value={item.code}>
            {item.label}
          </option>
        ))}
      </NativeSelect>
      {error(name)}
    </div>
  );
  const area = (name: FieldName, label: string, autoComplete?: string) => (
    <div className="grid gap-2">
      <Label htmlFor={name}>{label}</Label>
      <Textarea rows={3} autoComplete={autoComplete} {...describe(name)} {...form.register(name)} />
      {error(name)}
    </div>
  );

  return (
    <Card>
      <form onSubmit={onSubmit} noValidate className="contents">
        <CardHeader>
          <CardTitle>Personal Details</CardTitle>
          <CardDescription>Keep these current: HR and your manager rely on them.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-3 text-sm font-medium text-muted-foreground">Name</legend>
            {text('firstname', 'First name', { autoComplete: 'given-name' })}
            {text('middlename', 'Middle name', { autoComplete: 'additional-name' })}
            {text('lastname', 'Last name', { autoComplete: 'family-name' })}
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-sm font-medium text-muted-foreground">Contact</legend>
            {text('userEmailId', 'Work email', { type: 'email', autoComplete: 'email' })}
            {text('personalEmail', 'Personal email', { type: 'email' })}
            {text('userContactNumber', 'Phone', { type: 'tel', autoComplete: 'tel' })}
            {text('emergencyContact', 'Emergency contact', { type: 'tel' })}
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-sm font-medium text-muted-foreground">Personal</legend>
            {select('bloodGroup', 'Blood group', master?.bloodGroups)}
            {select('maritalStatus', 'Marital status', master?.maritalStatuses)}
            <div className="sm:col-span-2">{area('bio', 'About you')}</div>
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-3 text-sm font-medium text-muted-foreground">Address</legend>
            {area('currentAddress', 'Current address', 'street-address')}
            {area('permanentAddress', 'Permanent address')}
          </fieldset>
        </CardContent>
        <CardFooter className="justify-end gap-2 border-t">
          <FormButtons pending={update.isPending} waiting={!isDirty} onCancel={() => form.reset(defaultsOf(user))} />
        </CardFooter>
      </form>
    </Card>
  );
}

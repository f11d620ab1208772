import { MESSAGES } from '../platform/messages.ts';
/** "1 user", "3 users". */
export const counted = (count: number, noun: string): string => `${count} ${noun}${count === 1 ? '' : 's'}`;

/**
 * User Management messages. The spec gives no wording for these screens (shell spec §2.1 lists only the routes),
 * so each message says plainly what is wrong and what to do.
 */
export const USER_MANAGEMENT_MESSAGES = {
  usernameRequired: 'Username is required.',
  usernameFormat: 'Username may contain only letters, digits, dots, hyphens, underscores and @.',
  usernameTaken: 'A user with this username already exists.',
  emailTaken: 'Another user already has this email address.',
  nameRequired: 'Name is required.',
  tooLong: MESSAGES.atMostCharacters,
  passwordLength: 'The password must be 8 to 128 characters.',
  passwordNotManaged: 'Passwords are managed by the identity provider; leave the password empty.',
  organizationMissing: 'The selected organization does not exist.',
  domainMissing: 'The selected domain does not exist.',
  groupMissing: 'One of the selected groups does not exist.',
  userMissing: 'One of the selected members does not exist.',
  groupNameRequired: 'Group name is required.',
  groupNameTaken: 'A group with this name already exists.',
  grantUnknownModule: 'A grant names a module that does not exist.',
  grantDuplicateModule: 'Each module may be granted only once per group.',
  grantNeedsAction: 'A module grant needs at least one action.',
  grantNeedsRead: 'A module grant needs Read when it grants any other action.',
  organizationNameRequired: 'Organization name is required.',
  organizationTypeRequired: 'Select the organization type.',
  parentIsSelf: 'An organization cannot be its own parent.',
  parentCycle: 'The selected parent is already below this organization.',
  parentMissing: 'The selected parent organization does not exist.',
  domainNameRequired: 'Domain name is required.',
  domainNameFormat: 'Enter a domain name such as example.org.',
  domainNameTaken: 'A domain with this name already exists.',
  ownAdminRights:
    'You cannot remove your own administrator rights (User Management admin access). Ask another administrator to make this change.',
  dateRangeOrder: 'The end date cannot be earlier than the start date.',
  organizationInUse: (users: number, childOrganizations: number) =>
    `This organization cannot be deleted: ${[
      users > 0 ? counted(users, 'user') : '',
      childOrganizations > 0 ? counted(childOrganizations, 'child organization') : '',
    ]
      .filter(Boolean)
      .join(' and ')} still name it. Move them to another organization first.`,
  domainInUse: (users: number) =>
    `This domain cannot be deleted: ${counted(users, 'user')} still belong${users === 1 ? 's' : ''} to it. Move them to another domain first.`,
  groupRenamedByRules: (name: string) =>
    `The group ${name} cannot be renamed: the portal's rules read it by name. Its description, members and grants can change.`,
  groupReadByRules: (name: string) =>
    `The group ${name} cannot be deleted: the portal's rules read it by name. Remove its members or grants instead.`,
  /** The confirmation before a group is deleted: what goes with it. */
  groupDeleteConfirm: (name: string, members: number, grants: number) =>
    `Delete the group ${name}? ${
      members > 0
        ? `${counted(members, 'user')} ${members === 1 ? 'loses' : 'lose'} the access this group gives`
        : 'It has no members'
    }${grants > 0 ? ` and its ${counted(grants, 'module grant')} ${grants === 1 ? 'is' : 'are'} deleted with it` : ''}. This cannot be undone.`,
  organizationDeleteConfirm: (name: string) => `Delete the organization ${name}? This cannot be undone.`,
  domainDeleteConfirm: (name: string) => `Delete the domain ${name}? This cannot be undone.`,
} as const;

; Inno Setup script: the Windows installer of Tallyo Desktop.
;
;     iscc /DAppVersion=0.1.0 packaging\windows\tallyo-desktop.iss
;
; It packs the onedir build in dist\tallyo-desktop (packaging/build.sh) and writes
; dist\tallyo-desktop-<version>-setup.exe. The installer adds a Start-menu entry, optionally a
; desktop shortcut, opens .tallyo game files with the app, and registers an uninstaller.
; It installs for the current user without asking for administrator rights; a player who has
; them may choose to install for everyone.

#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif
#define AppName "Tallyo Desktop"
#define AppExe "tallyo-desktop.exe"
#define ProgId "TallyoDesktop.Game"

[Setup]
; The AppId identifies the app to Windows across versions: never change it.
AppId={{88BDCFDC-2E2D-4C2A-BD60-C7843E8E24AF}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Tallyo
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
; Qt 6 runs on 64-bit Windows 10 and later.
MinVersion=10.0
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
SourceDir=..\..
OutputDir=dist
OutputBaseFilename=tallyo-desktop-{#AppVersion}-setup
SetupIconFile=resources\icons\tallyo.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes
CloseApplications=yes

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "japanese"; MessagesFile: "compiler:Languages\Japanese.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked
Name: "association"; Description: "Open .tallyo game files with {#AppName}"; GroupDescription: "File types:"

[Files]
Source: "dist\tallyo-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; HKA is the current user's classes, or the machine's when installing for everyone.
Root: HKA; Subkey: "Software\Classes\.tallyo"; ValueType: string; ValueName: ""; ValueData: "{#ProgId}"; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\.tallyo\OpenWithProgids"; ValueType: string; ValueName: "{#ProgId}"; ValueData: ""; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\.tallyo"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-tallyo"; Flags: uninsdeletevalue; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#ProgId}"; ValueType: string; ValueName: ""; ValueData: "Tallyo game"; Flags: uninsdeletekey; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#ProgId}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"; Tasks: association
Root: HKA; Subkey: "Software\Classes\{#ProgId}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""; Tasks: association
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".tallyo"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#StringChange(AppName, '&', '&&')}}"; Flags: nowait postinstall skipifsilent

; The uninstaller removes what was installed and nothing else: the player's games, library and
; settings (in the user's AppData) stay, so reinstalling brings them back.

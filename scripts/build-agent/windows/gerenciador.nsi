; Windows installer of the integration manager (agent), compiled on Linux with Debian's makensis by
; scripts/build-agent/instaladorWindows.ts:
;   makensis -DVERSAO=0.1.0 -DORIGEM=<folder with fv-gerenciador.exe and LEIA-ME.txt> -DSAIDA=<installer.exe> gerenciador.nsi
; Installs the executable, asks for the server URL, the branch's agent token and an optional proxy
; (or takes them from /SERVIDOR=, /TOKEN=, /PROXY= and /CA= in a silent install, /S), keeps them in a
; settings file only SYSTEM and
; Administrators can read, and registers a scheduled task that starts the agent with Windows as
; SYSTEM; the agent runs under its own supervisor (--supervisionar), which restarts it when it dies.

Unicode true
ManifestDPIAware true
SetCompressor /SOLID lzma

!ifndef VERSAO | ORIGEM | SAIDA
  !error "Defina VERSAO, ORIGEM e SAIDA (-DVERSAO=... -DORIGEM=... -DSAIDA=...)"
!endif

!define PRODUTO "Gerenciador de Integração Força de Vendas"
!define EXECUTAVEL "fv-gerenciador.exe"
!define TAREFA "FV Gerenciador"
!define CHAVE_DESINSTALAR "Software\Microsoft\Windows\CurrentVersion\Uninstall\FVGerenciador"
!define PASTA_DADOS "FV Gerenciador"

!include MUI2.nsh
!include nsDialogs.nsh
!include LogicLib.nsh
!include x64.nsh
!include FileFunc.nsh
!include TextFunc.nsh
!include WordFunc.nsh

Name "${PRODUTO}"
OutFile "${SAIDA}"
InstallDir "$PROGRAMFILES64\FV Gerenciador"
RequestExecutionLevel admin
BrandingText "${PRODUTO} ${VERSAO}"

Var Dados
Var Servidor
Var Token
Var TokenAtual
Var Proxy
Var Ca
Var CampoServidor
Var CampoToken
Var CampoProxy

!define MUI_ABORTWARNING
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
Page custom PaginaConexao PaginaConexaoSair
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "PortugueseBR"

VIProductVersion "${VERSAO}.0"
VIAddVersionKey /LANG=${LANG_PORTUGUESEBR} "ProductName" "${PRODUTO}"
VIAddVersionKey /LANG=${LANG_PORTUGUESEBR} "FileDescription" "Instalador do ${PRODUTO}"
VIAddVersionKey /LANG=${LANG_PORTUGUESEBR} "FileVersion" "${VERSAO}"
VIAddVersionKey /LANG=${LANG_PORTUGUESEBR} "ProductVersion" "${VERSAO}"
VIAddVersionKey /LANG=${LANG_PORTUGUESEBR} "LegalCopyright" "Força de Vendas"

; Stops the running agent (task and processes, supervisor included) before files change.
!macro PARAR_GERENCIADOR un
  Function ${un}PararGerenciador
    nsExec::ExecToLog 'schtasks /End /TN "${TAREFA}"'
    Pop $0
    nsExec::ExecToLog 'taskkill /F /T /IM ${EXECUTAVEL}'
    Pop $0
    Sleep 1500
  FunctionEnd
!macroend
!insertmacro PARAR_GERENCIADOR ""
!insertmacro PARAR_GERENCIADOR "un."

!macro PREPARAR
  SetShellVarContext all
  SetRegView 64
  StrCpy $Dados "$APPDATA\${PASTA_DADOS}"
!macroend

; An earlier installation's server is offered again and its token kept when the field is left blank
; (the token is shown only once in the manager page, so an upgrade must not require it).
Function LerConfiguracaoAtual
  IfFileExists "$Dados\gerenciador.conf" 0 fim
  FileOpen $0 "$Dados\gerenciador.conf" r
  laco:
    FileRead $0 $1
    IfErrors fechar
    ${TrimNewLines} $1 $1
    StrCpy $2 $1 21
    ${If} $2 == "GERENCIADOR_SERVIDOR="
    ${AndIf} $Servidor == ""
      StrCpy $Servidor $1 "" 21
    ${EndIf}
    StrCpy $2 $1 18
    ${If} $2 == "GERENCIADOR_TOKEN="
      StrCpy $TokenAtual $1 "" 18
    ${EndIf}
    ${If} $2 == "GERENCIADOR_PROXY="
    ${AndIf} $Proxy == ""
      StrCpy $Proxy $1 "" 18
    ${EndIf}
    StrCpy $2 $1 15
    ${If} $2 == "GERENCIADOR_CA="
    ${AndIf} $Ca == ""
      StrCpy $Ca $1 "" 15
    ${EndIf}
    Goto laco
  fechar:
  FileClose $0
  fim:
FunctionEnd

Function .onInit
  ${IfNot} ${RunningX64}
    MessageBox MB_ICONSTOP "O ${PRODUTO} requer o Windows de 64 bits." /SD IDOK
    Abort
  ${EndIf}
  !insertmacro PREPARAR
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/SERVIDOR=" $Servidor
  ClearErrors
  ${GetOptions} $R0 "/TOKEN=" $Token
  ClearErrors
  ${GetOptions} $R0 "/PROXY=" $Proxy
  ClearErrors
  ${GetOptions} $R0 "/CA=" $Ca
  ClearErrors
  Call LerConfiguracaoAtual
FunctionEnd

; $R9 = the problem with the typed values, or "" when they can be used.
Function ValidarConexao
  StrCpy $R9 ""
  StrCpy $0 $Servidor 7
  StrCpy $1 $Servidor 8
  ${If} $0 != "http://"
  ${AndIf} $1 != "https://"
    StrCpy $R9 "Informe o endereço do servidor começando com https:// (ou http://)."
  ${ElseIf} $Token == ""
  ${AndIf} $TokenAtual == ""
    StrCpy $R9 "Informe o token do gerenciador, gerado na tela do gerenciador da filial."
  ${EndIf}
  StrCpy $0 $Proxy 7
  StrCpy $1 $Proxy 8
  ${If} $Proxy != ""
  ${AndIf} $0 != "http://"
  ${AndIf} $1 != "https://"
    StrCpy $R9 "Informe o proxy começando com http:// (ou https://), por exemplo http://usuario:senha@proxy.empresa:3128, ou deixe-o em branco."
  ${EndIf}
  ${WordFind} "$Proxy" " " "E#" $2
  ${IfNot} ${Errors}
    StrCpy $R9 "O endereço do proxy não pode conter espaços."
  ${EndIf}
  ClearErrors
  ${WordFind} "$Servidor$Token" " " "E#" $2
  ${IfNot} ${Errors}
    StrCpy $R9 "O endereço do servidor e o token não podem conter espaços."
  ${EndIf}
  ClearErrors
FunctionEnd

Function PaginaConexao
  !insertmacro MUI_HEADER_TEXT "Conexão com o servidor" "Endereço do servidor e token do gerenciador desta filial."
  nsDialogs::Create 1018
  Pop $0
  ${NSD_CreateLabel} 0 0 100% 12u "Endereço do servidor (por exemplo, https://forcavendas.suaempresa.com.br):"
  Pop $0
  ${NSD_CreateText} 0 13u 100% 12u "$Servidor"
  Pop $CampoServidor
  ${NSD_CreateLabel} 0 34u 100% 20u "Token do gerenciador (gerado na tela do gerenciador da filial e mostrado uma única vez):"
  Pop $0
  ${NSD_CreatePassword} 0 55u 100% 12u "$Token"
  Pop $CampoToken
  ${If} $TokenAtual != ""
    ${NSD_CreateLabel} 0 72u 100% 12u "Deixe o token em branco para manter o já configurado neste computador."
    Pop $0
  ${EndIf}
  ${NSD_CreateLabel} 0 90u 100% 20u "Proxy da rede da empresa, se houver (http://usuario:senha@proxy.empresa:3128); em branco, vale o HTTPS_PROXY do sistema:"
  Pop $0
  ${NSD_CreateText} 0 111u 100% 12u "$Proxy"
  Pop $CampoProxy
  nsDialogs::Show
FunctionEnd

Function PaginaConexaoSair
  ${NSD_GetText} $CampoServidor $Servidor
  ${NSD_GetText} $CampoToken $Token
  ${NSD_GetText} $CampoProxy $Proxy
  Call ValidarConexao
  ${If} $R9 != ""
    MessageBox MB_ICONEXCLAMATION "$R9"
    Abort
  ${EndIf}
FunctionEnd

; Starts with Windows as SYSTEM, whether or not anyone logs on; no time limit; never twice at once.
Function RegistrarTarefa
  ${WordReplace} "$INSTDIR" "&" "&amp;" "+" $R1
  ${WordReplace} "$Dados" "&" "&amp;" "+" $R2
  InitPluginsDir
  FileOpen $0 "$PLUGINSDIR\tarefa.xml" w
  FileWriteWord $0 0xFEFF
  FileWriteUTF16LE $0 '<?xml version="1.0" encoding="UTF-16"?>$\r$\n'
  FileWriteUTF16LE $0 '<Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">$\r$\n'
  FileWriteUTF16LE $0 '  <RegistrationInfo><Description>${PRODUTO}: sincroniza o ERP desta filial com a nuvem.</Description></RegistrationInfo>$\r$\n'
  FileWriteUTF16LE $0 '  <Triggers><BootTrigger><Enabled>true</Enabled><Delay>PT30S</Delay></BootTrigger></Triggers>$\r$\n'
  FileWriteUTF16LE $0 '  <Principals><Principal id="Sistema"><UserId>S-1-5-18</UserId><RunLevel>HighestAvailable</RunLevel></Principal></Principals>$\r$\n'
  FileWriteUTF16LE $0 '  <Settings>$\r$\n'
  FileWriteUTF16LE $0 '    <MultipleInstancesPolicy>IgnoreNew</MultipleInstancesPolicy>$\r$\n'
  FileWriteUTF16LE $0 '    <DisallowStartIfOnBatteries>false</DisallowStartIfOnBatteries>$\r$\n'
  FileWriteUTF16LE $0 '    <StopIfGoingOnBatteries>false</StopIfGoingOnBatteries>$\r$\n'
  FileWriteUTF16LE $0 '    <StartWhenAvailable>true</StartWhenAvailable>$\r$\n'
  FileWriteUTF16LE $0 '    <IdleSettings><StopOnIdleEnd>false</StopOnIdleEnd><RestartOnIdle>false</RestartOnIdle></IdleSettings>$\r$\n'
  FileWriteUTF16LE $0 '    <ExecutionTimeLimit>PT0S</ExecutionTimeLimit>$\r$\n'
  FileWriteUTF16LE $0 '    <RestartOnFailure><Interval>PT1M</Interval><Count>999</Count></RestartOnFailure>$\r$\n'
  FileWriteUTF16LE $0 '  </Settings>$\r$\n'
  FileWriteUTF16LE $0 '  <Actions Context="Sistema"><Exec>$\r$\n'
  FileWriteUTF16LE $0 '    <Command>"$R1\${EXECUTAVEL}"</Command>$\r$\n'
  FileWriteUTF16LE $0 '    <Arguments>--supervisionar --config "$R2\gerenciador.conf" --log "$R2\gerenciador.log"</Arguments>$\r$\n'
  FileWriteUTF16LE $0 '    <WorkingDirectory>$R2</WorkingDirectory>$\r$\n'
  FileWriteUTF16LE $0 '  </Exec></Actions>$\r$\n'
  FileWriteUTF16LE $0 '</Task>$\r$\n'
  FileClose $0
  nsExec::ExecToLog 'schtasks /Create /TN "${TAREFA}" /XML "$PLUGINSDIR\tarefa.xml" /F'
  Pop $0
  ${If} $0 != 0
    MessageBox MB_ICONSTOP "Não foi possível registrar a tarefa de inicialização do gerenciador (schtasks: $0)." /SD IDOK
    SetErrorLevel 3
    Abort
  ${EndIf}
FunctionEnd

Section "Gerenciador"
  SectionIn RO
  ${If} ${Silent}
    Call ValidarConexao
    ${If} $R9 != ""
      DetailPrint "$R9"
      SetErrorLevel 2
      Abort
    ${EndIf}
  ${EndIf}
  ${If} $Token == ""
    StrCpy $Token $TokenAtual
  ${EndIf}

  Call PararGerenciador
  SetOutPath "$INSTDIR"
  File "${ORIGEM}\${EXECUTAVEL}"
  File "${ORIGEM}\LEIA-ME.txt"

  ; Settings and state: only SYSTEM (S-1-5-18) and Administrators (S-1-5-32-544) may read the token.
  CreateDirectory "$Dados"
  nsExec::ExecToLog 'icacls "$Dados" /inheritance:r /grant:r *S-1-5-18:(OI)(CI)F *S-1-5-32-544:(OI)(CI)F'
  Pop $0
  FileOpen $0 "$Dados\gerenciador.conf" w
  FileWrite $0 "# Gerado pelo instalador do gerenciador ${VERSAO}. Para trocar o servidor ou o token, instale de novo.$\r$\n"
  FileWrite $0 "GERENCIADOR_SERVIDOR=$Servidor$\r$\n"
  FileWrite $0 "GERENCIADOR_TOKEN=$Token$\r$\n"
  FileWrite $0 "GERENCIADOR_ESTADO=$Dados\estado.db$\r$\n"
  ${If} $Proxy != ""
    FileWrite $0 "GERENCIADOR_PROXY=$Proxy$\r$\n"
  ${EndIf}
  ${If} $Ca != ""
    FileWrite $0 "GERENCIADOR_CA=$Ca$\r$\n"
  ${EndIf}
  FileClose $0

  Call RegistrarTarefa
  WriteUninstaller "$INSTDIR\desinstalar.exe"
  WriteRegStr HKLM "${CHAVE_DESINSTALAR}" "DisplayName" "${PRODUTO}"
  WriteRegStr HKLM "${CHAVE_DESINSTALAR}" "DisplayVersion" "${VERSAO}"
  WriteRegStr HKLM "${CHAVE_DESINSTALAR}" "Publisher" "Força de Vendas"
  WriteRegStr HKLM "${CHAVE_DESINSTALAR}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKLM "${CHAVE_DESINSTALAR}" "DisplayIcon" "$INSTDIR\${EXECUTAVEL}"
  WriteRegStr HKLM "${CHAVE_DESINSTALAR}" "UninstallString" '"$INSTDIR\desinstalar.exe"'
  WriteRegStr HKLM "${CHAVE_DESINSTALAR}" "QuietUninstallString" '"$INSTDIR\desinstalar.exe" /S'
  WriteRegDWORD HKLM "${CHAVE_DESINSTALAR}" "NoModify" 1
  WriteRegDWORD HKLM "${CHAVE_DESINSTALAR}" "NoRepair" 1
  ${GetSize} "$INSTDIR" "/S=0K" $0 $1 $2
  WriteRegDWORD HKLM "${CHAVE_DESINSTALAR}" "EstimatedSize" "$0"

  nsExec::ExecToLog 'schtasks /Run /TN "${TAREFA}"'
  Pop $0
  DetailPrint "Gerenciador iniciado; o registro fica em $Dados\gerenciador.log"
SectionEnd

Function un.onInit
  !insertmacro PREPARAR
FunctionEnd

; Removes the task, the program, its settings (the token), state and log, and the Programs entry.
Section "Uninstall"
  Call un.PararGerenciador
  nsExec::ExecToLog 'schtasks /Delete /TN "${TAREFA}" /F'
  Pop $0
  Delete "$INSTDIR\${EXECUTAVEL}"
  Delete "$INSTDIR\LEIA-ME.txt"
  Delete "$INSTDIR\desinstalar.exe"
  RMDir "$INSTDIR"
  RMDir /r "$Dados"
  DeleteRegKey HKLM "${CHAVE_DESINSTALAR}"
SectionEnd
